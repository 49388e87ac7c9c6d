import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Card, Text, X0, X1, formats, textWidth, type IllustrationProps } from './parts';

const folders = [
  { id: 'inbox', count: 12 },
  { id: 'sent', count: undefined },
  { id: 'templates', count: 8 },
  { id: 'reports', count: undefined },
] as const;
/** Opens of one campaign a day over two weeks of June 2026. */
const opens = [38, 64, 92, 81, 70, 44, 31, 58, 86, 104, 97, 76, 52, 40];
const firstDay = '2026-06-01';

/** E-mail centre: folders, a sending report with its figures and daily opens, and an AI draft. */
export function EmailIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const side = { x: X0, w: 138 };
  const main = { x: side.x + side.w + 14, w: X1 - side.x - side.w - 14 };
  const tiles = [
    { label: text('sent'), value: f.number(2400) },
    { label: text('delivered'), value: f.percent(0.982) },
    { label: text('opened'), value: f.percent(0.416) },
    { label: text('replied'), value: f.percent(0.063) },
  ];
  const tileW = (main.w - 18) / 4;
  const plot = { x: main.x + 14, y: 182, w: main.w - 28, h: 64 };
  const max = 110;
  const points = opens.map((n, i) => [plot.x + (i / (opens.length - 1)) * plot.w, plot.y + plot.h - (n / max) * plot.h] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  const badge = Math.min(textWidth(text('aiDraft'), 10, true) + 20, main.w / 2);
  const day = (offset: number) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return (
    <AppWindow lang={lang} title={text('window')} active={4}>
      <Button x={side.x} y={54} w={side.w} h={34} label={text('compose')} size={12.5} />
      {folders.map((folder, i) => {
        const y = 104 + i * 34;
        const active = folder.id === 'reports';
        return (
          <g key={folder.id}>
            {active && <rect x={side.x} y={y} width={side.w} height={28} rx={6} fill={c.brand} fillOpacity={0.08} />}
            <rect x={side.x + 10} y={y + 9} width={12} height={10} rx={2} fill="none" stroke={active ? c.brand : c.muted} strokeWidth={1.4} />
            <Text x={side.x + 30} y={y + 18} size={11.5} bold={active} fill={active ? c.brand : c.ink} max={side.w - (folder.count === undefined ? 36 : 62)}>{text(`folders.${folder.id}`)}</Text>
            {folder.count !== undefined && <Text x={side.x + side.w - 10} y={y + 18} size={10.5} bold fill={c.accent} anchor="end">{f.number(folder.count)}</Text>}
          </g>
        );
      })}

      {tiles.map((tile, i) => {
        const x = main.x + i * (tileW + 6);
        return (
          <g key={tile.label}>
            <Card x={x} y={54} w={tileW} h={54} fill={c.surface} />
            <Text x={x + 10} y={73} size={10} fill={c.muted} max={tileW - 20}>{tile.label}</Text>
            <Text x={x + 10} y={96} size={16} bold fill={i === 2 ? c.accent : c.brand} max={tileW - 20}>{tile.value}</Text>
          </g>
        );
      })}

      <Card x={main.x} y={118} w={main.w} h={158} />
      <Text x={main.x + 14} y={142} size={12} bold max={main.w - 28}>{text('opensByDay')}</Text>
      <line x1={plot.x} y1={plot.y + plot.h + 0.5} x2={plot.x + plot.w} y2={plot.y + plot.h + 0.5} stroke={c.line} />
      <path d={`${line} L${plot.x + plot.w} ${plot.y + plot.h} L${plot.x} ${plot.y + plot.h} Z`} fill={c.brand} fillOpacity={0.08} />
      <path d={line} fill="none" stroke={c.brand} strokeWidth={2} strokeLinejoin="round" />
      {points.map(([x, y], i) => (i === 9 ? <circle key={i} cx={x} cy={y} r={4} fill={c.accent} stroke={c.paper} strokeWidth={1.5} /> : null))}
      {[0, 6, 13].map((i) => (
        <Text key={i} x={plot.x + (i / (opens.length - 1)) * plot.w} y={plot.y + plot.h + 16} size={9.5} fill={c.muted} anchor={i === 0 ? 'start' : i === 13 ? 'end' : 'middle'}>
          {f.dayMonth(day(i))}
        </Text>
      ))}

      <Card x={main.x} y={286} w={main.w} h={118} />
      <rect x={main.x + 14} y={298} width={badge} height={18} rx={9} fill={c.accent} fillOpacity={0.1} />
      <Text x={main.x + 14 + badge / 2} y={311} size={10} bold fill={c.accent} anchor="middle">{text('aiDraft')}</Text>
      <Button x={main.x + main.w - 92} y={296} w={78} h={22} label={text('translate')} tone="outline" size={10.5} />
      <Text x={main.x + 14} y={338} size={12} bold max={main.w - 28}>{text('subject')}</Text>
      <Text x={main.x + 14} y={360} size={11} fill={c.muted} max={main.w - 28}>{text('greeting')}</Text>
      <Text x={main.x + 14} y={378} size={11} fill={c.muted} max={main.w - 28}>{text('line')}</Text>
      <rect x={main.x + 14} y={388} width={main.w * 0.45} height={6} rx={3} fill={c.line} />
    </AppWindow>
  );
}
