/** The allowed name a typo most likely meant, if one is close enough to suggest. */
export function closestName(typed: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of allowed) {
    const d = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.ceil(typed.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  // One row of the Levenshtein table, b.length + 1 long; every index below is 0..b.length, so
  // each read of it (the `!`s) is in range by construction.
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
