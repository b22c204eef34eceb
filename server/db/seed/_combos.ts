const colors = ['#1b1b1b', '#f2f2ef', '#8d9096', '#1f2a44', '#b3202a', '#f2a7c3', '#2f5d3a', '#2d5fb3'];
const accents = ['#c6ff00', '#ff2e88', '#9aa0a6', '#ff5a1f', '#f5c518', '#7c4dff', '#00e5ff', '#76ff03', '#ff1744', '#18ffff'];
const words = ['RIOT', 'VOID', 'BLOOM', 'STATIC', 'ORBIT', 'SAINTS', 'NEON', 'GUTTER', 'MIDNIGHT', 'AFTERHOURS', 'KINTSUGI', 'FREQUENCY'];
const [kind, view, offset] = process.argv.slice(2);
const combos = Array.from({ length: 9 }, (_, i) => {
  const n = i + Number(offset ?? 0);
  return { kind, view, garmentColor: colors[n % 8], accentColor: accents[(n * 3) % 10], graphic: words[(n * 5) % 12], pattern: n % 10 };
});
console.log(JSON.stringify(combos));
