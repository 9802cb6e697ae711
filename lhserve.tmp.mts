import {startStaticServer} from './scripts/lib/static-server';
const s = await startStaticServer({root: process.argv[2], basePath: process.argv[3], port: Number(process.argv[4])});
console.log(s.url);
