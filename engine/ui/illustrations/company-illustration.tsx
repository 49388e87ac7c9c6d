import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Card, Initials, Text, X0, X1, formats, textWidth, type IllustrationProps } from './parts';

const company = { name: 'Harbourline Textiles Ltd', country: 'GB', codes: ['HS 6302', 'HS 6304'] };
/** Tonnes imported each month, July 2025 to June 2026. */
const months = [
  ['2025-07', 118], ['2025-08', 96], ['2025-09', 142], ['2025-10', 131], ['2025-11', 164], ['2025-12', 88],
  ['2026-01', 102], ['2026-02', 125], ['2026-03', 158], ['2026-04', 149], ['2026-05', 176], ['2026-06', 191],
] as const;
const suppliers = [
  { name: 'Ningbo Seaview Textile Co.', share: 0.34 },
  { name: 'Karachi Loomcraft Pvt', share: 0.22 },
  { name: 'Saigon Softhome JSC', share: 0.17 },
  { name: 'Izmir Cottonfield A.S.', share: 0.11 },
];
const topShare = Math.max(...suppliers.map((s) => s.share));

/** Company profile: who the company is, its trade in figures, its monthly imports and top suppliers. */
export function CompanyIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const chart = { x: X0, y: 196, w: 318, h: 208 };
  const plot = { x: chart.x + 16, y: chart.y + 44, w: chart.w - 32, h: 128 };
  const max = 200;
  const barGap = plot.w / months.length;
  const side = { x: chart.x + chart.w + 12, y: chart.y, w: X1 - chart.x - chart.w - 12, h: chart.h };
  const subtitle = `${f.country(company.country)} · ${text('role')}`;
  // The HS chips follow the subtitle, however long it is in this language.
  const chips = X0 + 66 + Math.min(textWidth(subtitle, 12), 200) + 12;
  return (
    <AppWindow lang={lang} title={text('window')} active={1}>
      <Initials x={X0} y={56} size={52} name={company.name} />
      <Text x={X0 + 66} y={76} size={17} bold max={300}>{company.name}</Text>
      <Text x={X0 + 66} y={97} size={12} fill={c.muted} max={200}>{subtitle}</Text>
      {company.codes.map((code, i) => (
        <g key={code}>
          <rect x={chips + i * 66} y={85} width={60} height={18} rx={9} fill={c.brand} fillOpacity={0.08} />
          <Text x={chips + 30 + i * 66} y={98} size={10.5} fill={c.brand} anchor="middle">{code}</Text>
        </g>
      ))}
      <Button x={X1 - 96} y={60} w={96} h={30} label={text('track')} />

      {[
        { label: text('shipments'), value: f.number(342) },
        { label: text('suppliers'), value: f.number(18) },
        { label: text('lastShipment'), value: f.date('2026-06-02') },
      ].map((tile, i) => {
        const w = (X1 - X0 - 24) / 3;
        const x = X0 + i * (w + 12);
        return (
          <g key={tile.label}>
            <Card x={x} y={124} w={w} h={60} fill={c.surface} />
            <Text x={x + 14} y={146} size={11} fill={c.muted} max={w - 28}>{tile.label}</Text>
            <Text x={x + 14} y={172} size={19} bold fill={c.brand} max={w - 28}>{tile.value}</Text>
          </g>
        );
      })}

      <Card x={chart.x} y={chart.y} w={chart.w} h={chart.h} />
      <Text x={chart.x + 16} y={chart.y + 26} size={12} bold max={chart.w - 32}>{text('chart')}</Text>
      {[0, 0.5, 1].map((t) => (
        <line key={t} x1={plot.x} y1={plot.y + plot.h * (1 - t)} x2={plot.x + plot.w} y2={plot.y + plot.h * (1 - t)} stroke={c.line} strokeDasharray={t === 0 ? undefined : '3 3'} />
      ))}
      {months.map(([month, tonnes], i) => {
        const h = (tonnes / max) * plot.h;
        const x = plot.x + i * barGap + barGap * 0.18;
        return (
          <g key={month}>
            <rect x={x} y={plot.y + plot.h - h} width={barGap * 0.64} height={h} rx={2} fill={i === months.length - 1 ? c.accent : c.brand} fillOpacity={i === months.length - 1 ? 1 : 0.82} />
            {i % 2 === 1 && <Text x={x + barGap * 0.32} y={plot.y + plot.h + 16} size={9.5} fill={c.muted} anchor="middle" max={barGap * 2 - 4}>{f.month(month)}</Text>}
          </g>
        );
      })}
      <Text x={plot.x + plot.w} y={plot.y - 6} size={9.5} fill={c.muted} anchor="end">{f.number(max)}</Text>

      <Card x={side.x} y={side.y} w={side.w} h={side.h} />
      <Text x={side.x + 14} y={side.y + 26} size={12} bold max={side.w - 28}>{text('topSuppliers')}</Text>
      {suppliers.map((s, i) => {
        const y = side.y + 50 + i * 38;
        const barW = side.w - 28;
        return (
          <g key={s.name}>
            <Text x={side.x + 14} y={y} size={11} max={barW - 40}>{s.name}</Text>
            <Text x={side.x + side.w - 14} y={y} size={11} bold fill={c.brand} anchor="end">{f.percent(s.share)}</Text>
            <rect x={side.x + 14} y={y + 8} width={barW} height={6} rx={3} fill={c.surface} />
            <rect x={side.x + 14} y={y + 8} width={barW * s.share / topShare} height={6} rx={3} fill={i === 0 ? c.accent : c.brand} />
          </g>
        );
      })}
    </AppWindow>
  );
}
