import { illustrationPalette as c } from '../styles/design-tokens';
import { AppWindow, Button, Card, Text, X0, X1, formats, type IllustrationProps } from './parts';

/** Leads found for one keyword, by channel; each slice of the ring in one of the site's colours. */
const channels = [
  { id: 'database', leads: 684, colour: c.brand, opacity: 1 },
  { id: 'maps', leads: 412, colour: c.accent, opacity: 1 },
  { id: 'b2b', leads: 296, colour: c.brand, opacity: 0.55 },
  { id: 'social', leads: 208, colour: c.muted, opacity: 1 },
  { id: 'fairs', leads: 141, colour: c.accent, opacity: 0.45 },
  { id: 'engines', leads: 101, colour: c.line, opacity: 1 },
] as const;
const total = channels.reduce((sum, ch) => sum + ch.leads, 0);
/** Invented prospects with a contact the search found (the e-mail shown masked, as the product does). */
const prospects = [
  { name: 'Solaris Energia Ltda', country: 'BR', role: 'purchasing', email: 'r.costa@sol•••.com.br', badge: 'verified' },
  { name: 'Sunvale Power Systems', country: 'ZA', role: 'owner', email: 'd.naidoo@sun•••.co.za', badge: 'aiFound' },
  { name: 'Helion Enerji A.S.', country: 'TR', role: 'sourcing', email: 'm.yilmaz@hel•••.com.tr', badge: 'verified' },
  { name: 'Kanto Green Devices K.K.', country: 'JP', role: 'purchasing', email: 'sato@kan•••.co.jp', badge: 'verified' },
] as const;

/** Lead discovery: a keyword search across channels, the leads by channel, and new prospects. */
export function MarketingIllustration({ text, lang }: IllustrationProps) {
  const f = formats(lang);
  const left = { x: X0, y: 108, w: 206, h: 296 };
  const right = { x: left.x + left.w + 12, y: 108, w: X1 - left.x - left.w - 12, h: 296 };
  const ring = { cx: left.x + left.w / 2, cy: left.y + 96, r: 46 };
  const arc = 2 * Math.PI * ring.r;
  let done = 0;
  return (
    <AppWindow lang={lang} title={text('window')} active={2}>
      <rect x={X0 + 0.5} y={54.5} width={X1 - X0 - 131} height={39} rx={6} fill={c.paper} stroke={c.line} />
      <circle cx={X0 + 20} cy={73} r={6} fill="none" stroke={c.muted} strokeWidth={1.6} />
      <path d={`M${X0 + 24.5} ${77.5} l4.5 4.5`} stroke={c.muted} strokeWidth={1.6} strokeLinecap="round" />
      <Text x={X0 + 38} y={78} size={13} max={X1 - X0 - 190}>{text('keywordValue')}</Text>
      <Button x={X1 - 120} y={54} w={120} h={40} label={text('find')} size={13} />

      <Card x={left.x} y={left.y} w={left.w} h={left.h} />
      <Text x={left.x + 14} y={left.y + 26} size={12} bold max={left.w - 28}>{text('byChannel')}</Text>
      <circle cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={c.surface} strokeWidth={16} />
      {channels.map((ch) => {
        const length = (ch.leads / total) * arc;
        const slice = (
          <circle
            key={ch.id} cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={ch.colour} strokeOpacity={ch.opacity} strokeWidth={16}
            strokeDasharray={`${Math.max(length - 2, 1)} ${arc}`} strokeDashoffset={-done} transform={`rotate(-90 ${ring.cx} ${ring.cy})`}
          />
        );
        done += length;
        return slice;
      })}
      <Text x={ring.cx} y={ring.cy + 3} size={16} bold anchor="middle">{f.number(total)}</Text>
      <Text x={ring.cx} y={ring.cy + 18} size={9.5} fill={c.muted} anchor="middle" max={70}>{text('total')}</Text>
      {channels.map((ch, i) => {
        const y = left.y + 174 + i * 19;
        return (
          <g key={ch.id}>
            <rect x={left.x + 14} y={y - 8} width={9} height={9} rx={2} fill={ch.colour} fillOpacity={ch.opacity} />
            <Text x={left.x + 30} y={y} size={10.5} max={left.w - 86}>{text(`channels.${ch.id}`)}</Text>
            <Text x={left.x + left.w - 14} y={y} size={10.5} bold fill={c.muted} anchor="end">{f.number(ch.leads)}</Text>
          </g>
        );
      })}

      <Card x={right.x} y={right.y} w={right.w} h={right.h} />
      <Text x={right.x + 14} y={right.y + 26} size={12} bold max={right.w - 28}>{text('prospects')}</Text>
      {prospects.map((p, i) => {
        const y = right.y + 40 + i * 63;
        const badge = text(p.badge);
        return (
          <g key={p.name}>
            {i > 0 && <line x1={right.x + 14} y1={y - 0.5} x2={right.x + right.w - 14} y2={y - 0.5} stroke={c.line} />}
            <Text x={right.x + 14} y={y + 20} size={12} bold fill={c.brand} max={right.w - 120}>{p.name}</Text>
            <Text x={right.x + 14} y={y + 37} size={10.5} fill={c.muted} max={right.w - 28}>{`${text(`roles.${p.role}`)} · ${f.country(p.country)}`}</Text>
            <Text x={right.x + 14} y={y + 53} size={10.5} max={right.w - 28}>{p.email}</Text>
            <rect x={right.x + right.w - 100} y={y + 8} width={86} height={18} rx={9} fill={p.badge === 'verified' ? c.brand : c.accent} fillOpacity={0.1} />
            <Text x={right.x + right.w - 57} y={y + 21} size={10} bold fill={p.badge === 'verified' ? c.brand : c.accent} anchor="middle" max={80}>{badge}</Text>
          </g>
        );
      })}
    </AppWindow>
  );
}
