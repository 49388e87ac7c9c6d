import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Field, Text, X0, X1, formats, type IllustrationProps } from './parts';

/** Invented shipments of cotton bed linen (HS 6302), the kind of rows a customs search returns. */
const rows = [
  { date: '2026-06-02', importer: 'Harbourline Textiles Ltd', importerCountry: 'GB', exporter: 'Ningbo Seaview Textile Co.', exporterCountry: 'CN', hs: '6302.21', kg: 18640 },
  { date: '2026-05-28', importer: 'Nordvik Home AB', importerCountry: 'SE', exporter: 'Shaoxing Lanting Weaving', exporterCountry: 'CN', hs: '6302.31', kg: 9420 },
  { date: '2026-05-21', importer: 'Casa Lumora S.A.', importerCountry: 'MX', exporter: 'Karachi Loomcraft Pvt', exporterCountry: 'PK', hs: '6302.21', kg: 24310 },
  { date: '2026-05-14', importer: 'Brightmoor Linen GmbH', importerCountry: 'DE', exporter: 'Ningbo Seaview Textile Co.', exporterCountry: 'CN', hs: '6302.21', kg: 12075 },
  { date: '2026-05-09', importer: 'Pacific Weave Pty', importerCountry: 'AU', exporter: 'Saigon Softhome JSC', exporterCountry: 'VN', hs: '6302.32', kg: 7860 },
] as const;

const columns = { date: X0 + 10, importer: X0 + 92, exporter: X0 + 252, hs: X0 + 402, quantity: X1 - 10 };

/** Shipment search: the search form, the totals, and the first rows of the result table. */
export function ShipmentsIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const top = 170;
  const rowHeight = 44;
  return (
    <AppWindow lang={lang} title={text('window')} active={0}>
      <Field x={X0} y={54} w={100} label={text('hsCode')} value="6302.21" />
      <Field x={X0 + 108} y={54} w={188} label={text('product')} value={text('productValue')} />
      <Field x={X0 + 304} y={54} w={152} label={text('period')} value="2026-01 – 2026-06" />
      <Button x={X0 + 464} y={54} w={X1 - X0 - 464} h={42} label={text('search')} size={13} />

      <Summary x={X0} label={text('shipments')} value={f.number(1284)} />
      <Summary x={X0 + 190} label={text('importers')} value={f.number(46)} />
      <Button x={X1 - 86} y={110} w={86} h={26} label={text('export')} tone="outline" size={11.5} />

      <rect x={X0} y={top - 26} width={X1 - X0} height={26} rx={4} fill={c.surface} />
      <Text x={columns.date} y={top - 9} size={10.5} bold fill={c.muted} max={80}>{text('date')}</Text>
      <Text x={columns.importer} y={top - 9} size={10.5} bold fill={c.muted} max={150}>{text('importer')}</Text>
      <Text x={columns.exporter} y={top - 9} size={10.5} bold fill={c.muted} max={150}>{text('exporter')}</Text>
      <Text x={columns.hs} y={top - 9} size={10.5} bold fill={c.muted} max={72}>{text('hsCode')}</Text>
      <Text x={columns.quantity} y={top - 9} size={10.5} bold fill={c.muted} anchor="end" max={70}>{`${text('quantity')}, ${text('unit')}`}</Text>

      {rows.map((row, i) => {
        const y = top + i * rowHeight;
        return (
          <g key={row.date}>
            {i === 1 && <rect x={X0} y={y} width={X1 - X0} height={rowHeight} fill={c.brand} fillOpacity={0.06} />}
            {i === 1 && <rect x={X0} y={y} width={3} height={rowHeight} fill={c.accent} />}
            <line x1={X0} y1={y + rowHeight - 0.5} x2={X1} y2={y + rowHeight - 0.5} stroke={c.line} />
            <Text x={columns.date} y={y + 26} size={11.5} fill={c.muted} max={82}>{f.date(row.date)}</Text>
            <Text x={columns.importer} y={y + 19} size={12} bold fill={c.brand} max={152}>{row.importer}</Text>
            <Text x={columns.importer} y={y + 34} size={10.5} fill={c.muted} max={152}>{f.country(row.importerCountry)}</Text>
            <Text x={columns.exporter} y={y + 19} size={12} max={142}>{row.exporter}</Text>
            <Text x={columns.exporter} y={y + 34} size={10.5} fill={c.muted} max={142}>{f.country(row.exporterCountry)}</Text>
            <Text x={columns.hs} y={y + 26} size={11.5} max={72}>{row.hs}</Text>
            <Text x={columns.quantity} y={y + 26} size={12} bold anchor="end">{f.number(row.kg)}</Text>
          </g>
        );
      })}
    </AppWindow>
  );
}

function Summary({ x, label, value }: { x: number; label: string; value: string }) {
  return (
    <g>
      <rect x={x} y={110} width={180} height={26} rx={13} fill={c.brand} fillOpacity={0.07} />
      <Text x={x + 12} y={127} size={11.5} fill={c.muted} max={110}>{label}</Text>
      <Text x={x + 168} y={127} size={12.5} bold fill={c.brand} anchor="end">{value}</Text>
    </g>
  );
}
