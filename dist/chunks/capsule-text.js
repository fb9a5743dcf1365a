function e(e,t){let n=t.trim();if(!n)return``;let r=e.trim();return r?`${r}\n\n${n}`:n}function t(e){return e.map(e=>e.trim()).filter(Boolean).join(`

`)}export{t as n,e as t};