// Imported first by scripts/build-site.ts, before anything that may load React: React picks its
// production or development build when it is first loaded, by NODE_ENV (as `react-router build` sets it).
process.env.NODE_ENV ??= 'production';
export {};
