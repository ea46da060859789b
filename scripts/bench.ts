const v: string = process.version;
console.log(v);
