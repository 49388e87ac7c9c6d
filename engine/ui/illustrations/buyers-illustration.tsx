import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Card, Initials, Text, X0, X1, formats, textWidth, type IllustrationProps } from './parts';

const markets = ['DE', 'PL', 'CL', 'AE'];
/** Invented importers of LED panel lights (HS 9405.42), best match first. */
const buyers = [
  { name: 'Lumenhaus Vertrieb GmbH', country: 'DE', perYear: 46, match: 0.94 },
  { name: 'Brightway Distribuciones SpA', country: 'CL', perYear: 31, match: 0.88 },
  { name: 'Polaris Oswietlenie Sp. z o.o.', country: 'PL', perYear: 27, match: 0.81 },
];

/** Buyer search: the filters on the left, matching importers as cards with their match score. */
export function BuyersIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const panel = { x: X0, y: 54, w: 160, h: 350 };
  const list = { x: panel.x + panel.w + 14, w: X1 - panel.x - panel.w - 14 };
  return (
    <AppWindow lang={lang} title={text('window')} active={2}>
      <rect x={panel.x} y={panel.y} width={panel.w} height={panel.h} rx={8} fill={c.surface} />
      <Text x={panel.x + 14} y={panel.y + 26} size={12.5} bold max={panel.w - 28}>{text('filters')}</Text>
      <FilterValue x={panel.x + 14} y={panel.y + 52} w={panel.w - 28} label={text('product')} value={text('productValue')} />
      <FilterValue x={panel.x + 14} y={panel.y + 110} w={panel.w - 28} label={text('hsCode')} value="9405.42" />
      <Text x={panel.x + 14} y={panel.y + 178} size={10} fill={c.muted} max={panel.w - 28}>{text('markets')}</Text>
      {markets.map((code, i) => (
        <g key={code}>
          <rect x={panel.x + 14 + (i % 2) * 68} y={panel.y + 188 + Math.floor(i / 2) * 30} width={62} height={22} rx={11} fill={c.brand} fillOpacity={i < 3 ? 1 : 0.1} />
          <Text x={panel.x + 45 + (i % 2) * 68} y={panel.y + 203 + Math.floor(i / 2) * 30} size={10.5} bold fill={i < 3 ? c.paper : c.brand} anchor="middle">{code}</Text>
        </g>
      ))}
      <rect x={panel.x + 14} y={panel.y + 262} width={16} height={16} rx={4} fill={c.accent} />
      <path d={`M${panel.x + 18} ${panel.y + 270} l3.5 3.5 l6 -7`} fill="none" stroke={c.paper} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      <Text x={panel.x + 38} y={panel.y + 274} size={11} max={panel.w - 52}>{text('fromChina')}</Text>

      <Text x={list.x} y={76} size={13} bold max={list.w - 80}>{`${text('found')}${lang.startsWith('zh') ? '：' : ': '}${f.number(318)}`}</Text>
      {buyers.map((buyer, i) => {
        const y = 90 + i * 94;
        const ring = { cx: X1 - 42, cy: y + 36, r: 21 };
        const arc = 2 * Math.PI * ring.r;
        return (
          <g key={buyer.name}>
            <Card x={list.x} y={y} w={list.w} h={84} />
            {i === 0 && <rect x={list.x} y={y + 8} width={3} height={68} rx={1.5} fill={c.accent} />}
            <Initials x={list.x + 14} y={y + 14} size={36} name={buyer.name} tone={i === 0 ? 'accent' : 'brand'} />
            <Text x={list.x + 64} y={y + 28} size={12.5} bold fill={c.brand} max={list.w - 150}>{buyer.name}</Text>
            <Text x={list.x + 64} y={y + 45} size={11} fill={c.muted} max={list.w - 150}>{f.country(buyer.country)}</Text>
            <Text x={list.x + 64} y={y + 68} size={11} fill={c.muted} max={list.w - 230}>{text('shipmentsPerYear')}</Text>
            <Text x={list.x + 64 + Math.min(textWidth(text('shipmentsPerYear'), 11), list.w - 230) + 8} y={y + 68} size={12} bold>{f.number(buyer.perYear)}</Text>
            <circle cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={c.line} strokeWidth={5} />
            <circle
              cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={i === 0 ? c.accent : c.brand} strokeWidth={5} strokeLinecap="round"
              strokeDasharray={`${arc * buyer.match} ${arc}`} transform={`rotate(-90 ${ring.cx} ${ring.cy})`}
            />
            <Text x={ring.cx} y={ring.cy + 4} size={12} bold anchor="middle">{f.percent(buyer.match)}</Text>
            <Text x={ring.cx} y={y + 74} size={9.5} fill={c.muted} anchor="middle" max={70}>{text('match')}</Text>
          </g>
        );
      })}
      <Button x={list.x + list.w - 190} y={376} w={110} h={26} label={text('addToCrm')} tone="outline" size={11} />
      <Button x={list.x + list.w - 72} y={376} w={72} h={26} label="1 / 27" tone="soft" size={11} />
    </AppWindow>
  );
}

function FilterValue({ x, y, w, label, value }: { x: number; y: number; w: number; label: string; value: string }) {
  return (
    <g>
      <Text x={x} y={y} size={10} fill={c.muted} max={w}>{label}</Text>
      <rect x={x + 0.5} y={y + 8.5} width={w - 1} height={30} rx={6} fill={c.paper} stroke={c.line} />
      <Text x={x + 10} y={y + 28} size={11.5} max={w - 20}>{value}</Text>
    </g>
  );
}
