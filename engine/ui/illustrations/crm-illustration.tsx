import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Text, X0, X1, formats, type IllustrationProps } from './parts';

const stages = ['new', 'contacted', 'quoted', 'won'] as const;
/** Invented customers in each stage, with the deal's value in US dollars and the next follow-up. */
const deals: Record<(typeof stages)[number], Array<{ name: string; usd: number; next: string }>> = {
  new: [
    { name: 'Lumenhaus GmbH', usd: 42000, next: '2026-06-15' },
    { name: 'Brightway SpA', usd: 18500, next: '2026-06-16' },
    { name: 'Qasr Al Noor LLC', usd: 27300, next: '2026-06-18' },
  ],
  contacted: [
    { name: 'Nordvik Home AB', usd: 36800, next: '2026-06-12' },
    { name: 'Polaris Sp. z o.o.', usd: 21400, next: '2026-06-19' },
  ],
  quoted: [
    { name: 'Harbourline Ltd', usd: 48600, next: '2026-06-11' },
    { name: 'Casa Lumora S.A.', usd: 31200, next: '2026-06-17' },
  ],
  won: [
    { name: 'Brightmoor GmbH', usd: 57900, next: '2026-07-01' },
  ],
};

/** Cloud CRM: a sales pipeline by stage, each customer a card with its value and next follow-up. */
export function CrmIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const gap = 10;
  const colW = (X1 - X0 - gap * 3) / 4;
  return (
    <AppWindow lang={lang} title={text('window')} active={3}>
      <Text x={X0} y={76} size={15} bold max={300}>{text('pipeline')}</Text>
      <Button x={X1 - 128} y={56} w={128} h={30} label={`+ ${text('newCustomer')}`} />
      {stages.map((stage, i) => {
        const x = X0 + i * (colW + gap);
        const won = stage === 'won';
        return (
          <g key={stage}>
            <rect x={x} y={100} width={colW} height={304} rx={8} fill={c.surface} />
            <rect x={x} y={100} width={colW} height={4} rx={2} fill={won ? c.accent : c.brand} fillOpacity={won ? 1 : 0.35 + i * 0.2} />
            <Text x={x + 10} y={126} size={11.5} bold max={colW - 44}>{text(`stages.${stage}`)}</Text>
            <rect x={x + colW - 30} y={114} width={22} height={17} rx={8.5} fill={c.paper} stroke={c.line} />
            <Text x={x + colW - 19} y={126.5} size={10} bold fill={c.muted} anchor="middle">{f.number(deals[stage].length)}</Text>
            {deals[stage].map((deal, j) => {
              const y = 140 + j * 84;
              return (
                <g key={deal.name}>
                  <rect x={x + 6.5} y={y + 0.5} width={colW - 13} height={74} rx={6} fill={c.paper} stroke={c.line} />
                  {won && <rect x={x + 6} y={y + 8} width={3} height={58} rx={1.5} fill={c.accent} />}
                  <Text x={x + 16} y={y + 21} size={10.5} bold fill={c.brand} max={colW - 28}>{deal.name}</Text>
                  <Text x={x + 16} y={y + 42} size={13} bold max={colW - 32}>{f.usd(deal.usd)}</Text>
                  <circle cx={x + 20} cy={y + 58} r={4.5} fill="none" stroke={c.muted} strokeWidth={1.2} />
                  <path d={`M${x + 20} ${y + 55.5} v2.5 h2`} fill="none" stroke={c.muted} strokeWidth={1.2} strokeLinecap="round" />
                  <Text x={x + 30} y={y + 62} size={9.5} fill={c.muted} max={colW - 40}>{`${text('followUp')} ${f.shortDate(deal.next)}`}</Text>
                </g>
              );
            })}
          </g>
        );
      })}
    </AppWindow>
  );
}
