// `npm run bench` arrives with the performance issue (#8): it will build, serve and measure the store.
console.log("npm run bench: not yet — the benchmark arrives with the performance issue.");
