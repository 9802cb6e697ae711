import {readFileSync} from 'node:fs';
import {deserializeRecords, LocalSearchIndex} from '../src/search/engine';
const text = readFileSync('build/search/index.json','utf8');
for (let i=0;i<5;i++){
let t=performance.now(); const d=JSON.parse(text); const t1=performance.now();
const recs=deserializeRecords(d); const t2=performance.now();
const idx=new LocalSearchIndex(recs); const t3=performance.now();
console.log('parse',(t1-t).toFixed(1),'deser',(t2-t1).toFixed(1),'build',(t3-t2).toFixed(1));
}
