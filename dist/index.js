var e,t,n,r,i,a,o,s,c,l,u,d,f=Symbol.for(`pv`),p={},m=[],h=/^m(i|n|o|s|text|space)$/,g=Array.isArray,_=m.slice,v=Object.assign;function y(e){e&&e.parentNode&&e.remove()}function b(e,t,n){var r,i,a,o={},s=arguments.length;for(a in t)a==`key`?r=t[a]:a==`ref`&&typeof e!=`function`?i=t[a]:o[a]=t[a];return s>2&&(o.children=s>3?_.call(arguments,2):n),x(e,o,r,i,null)}function x(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:f,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function S(e){return e.children}function C(e,t){this.props=e,this.context=t,this.__g=0}function w(e,t){if(t==null)return e.__&&w(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:w(e)}function T(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=v({constructor:f},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ae(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||w(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,ce(a,n,o),r.__=r.__e=null,n.__e!=i&&E(n))}function E(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),E(e)}function D(t){(8&t.__g||(t.__g|=8,r.push(t),a++))&&i==e.debounceRendering||((i=e.debounceRendering)||queueMicrotask)(O)}function O(){try{for(var e,t=1;r.length;)r.length>t&&r.sort(o),e=r.shift(),t=r.length,8&e.__g&&T(e)}finally{(a=r.length)&&(i||queueMicrotask)(O)}}function ee(e,t,n,r,i,a,o,s,c,l,u){var d,f,h,g,_,v,y=r.__k||m,b=t.length;for(c=te(n,t,y,c,b),d=0;d<b;d++)(h=n.__k[d])!=null&&(f=~h.__i&&y[h.__i]||p,h.__i=d,v=ae(e,h,f,i,a,o,s,c,l,u),g=h.__e,(f.ref!=h.ref||8&f.__u)&&(f.ref&&j(f.ref,null,h,f),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=ne(h,c,e,!f.__v),f.__e&&(f.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function te(e,t,n,r,i){var a,o,s,c,l,u,d,p,m,h=n.length,_=h,v=0,y=0,b=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=b[a]=x(null,o):g(o)?o=b[a]=x(S,{children:o}):o.constructor===f&&o.__b?o=b[a]=x(o.type,o.props,o.key,o.ref,o.__v):b[a]=o,c=a+v,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=re(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?v--:l==c+1?v++:l!=c&&(l>c?v--:v++,y=1)):(~l||(i>h?v--:i<h&&v++),typeof o.type!=`function`&&(o.__u|=4))):b[a]=null;if(y){for(u=[],d=[],a=0;a<i;a++)if((o=b[a])&&16&o.__u){for(v=0,p=u.length;v<p;)u[m=v+p>>1]<o.__i?v=m+1:p=m;u[v]=o.__i,d[a]=v+1}for(v=u.length;a--;)d[a]&&(d[a]==v?v--:b[a].__u|=4)}if(_)for(a=0;a<h;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=w(s)),ue(s,s));return r}function ne(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=ne(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=w(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function re(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function k(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||k(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||k(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=u[t]||(u[t]=ie(t)),(e.__a||={})[t]=l,a=t!=(t=t.replace(c,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function ie(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[s]==null)n[s]=l++;else if(n[s]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ae(t,n,r,i,a,o,s,c,l,u){var d,p,h,_,b,x,T,E,D,O,te,ne,re,k,A,ie,ae,ce,j=n.type;if(n.constructor!==f)return null;128&r.__u&&(l=32&r.__u,d=r.__c.__z)&&(n.__u|=l,p=o=[],d.nodeType==8?c=oe(d,o):o.push(d),c=o[0]||c),(d=e.__b)&&d(n);n:if(typeof j==`function`){h=s.length;try{if(E=n.props,D=(d=j.prototype)&&d.render,O=(d=j.contextType)&&i[d.__c],te=d?O?O.props.value:d.__:i,(_=r.__c)?(n.__c=_,2&_.__g&&(_.__g|=1)):(D?n.__c=_=new j(E,te):(n.__c=_=new C(E,te),_.constructor=j,_.render=de),O&&O.sub(_),_.state||(_.state={}),_.__n=i,_.__g|=8,_.__h=[],_.__k=[]),D&&(_.__s||(_.__s=_.state),j.getDerivedStateFromProps&&(_.__s==_.state&&(_.__s=v({},_.__s)),v(_.__s,j.getDerivedStateFromProps(E,_.__s)))),b=_.props,x=_.state,_.__v=n,r.__c){if(E!==b&&D&&!j.getDerivedStateFromProps&&_.componentWillReceiveProps&&_.componentWillReceiveProps(E,te),n.__v==r.__v&&!(8&_.__g)||!(4&_.__g)&&_.shouldComponentUpdate&&!1===_.shouldComponentUpdate(E,_.__s,te)){n.__v!=r.__v&&(_.props=E,_.state=_.__s,_.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),m.push.apply(_.__h,_.__k),_.__k=[],_.__h.length&&s.push(_),c=w(r);break n}_.componentWillUpdate&&_.componentWillUpdate(E,_.__s,te),D&&_.componentDidUpdate&&_.__h.push(function(){_.componentDidUpdate(b,x,T)})}else D&&!j.getDerivedStateFromProps&&_.componentWillMount&&_.componentWillMount(),D&&_.componentDidMount&&_.__h.push(_.componentDidMount);_.context=te,_.props=E,_.__P=t,_.__g&=-5,ne=e.__r,re=D?25:0;do _.__g&=-9,ne&&ne(n),d=_.render(_.props,_.state=_.__s,_.context);while(8&_.__g&&++re<25);D&&(m.push.apply(_.__h,_.__k),_.__k=[]),_.state=_.__s,_.getChildContext&&(i=v({},i,_.getChildContext())),D&&r.__c&&_.getSnapshotBeforeUpdate&&(T=_.getSnapshotBeforeUpdate(b,x)),k=d&&d.type===S&&d.key==null?d.props.children:d,E.__P&&(d=c,a=(t=E.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&ue(e,e)}),r.__k=null),c=r.__k?w(r,0):null),c=ee(t,g(k)?k:[k],n,r,i,a,o,s,c,l,u),E.__P&&(n.__e=null,c=d),n.__u&=-161,p&&p.some(y),_.__h.length&&s.push(_),1&_.__g&&(_.__g&=-4)}catch(t){if(s.length=h,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(ae=o.indexOf(c||void 0))||(ae=o.length);(ce=o[ae-1])&&ce.nodeType==8;)ae--;for(;ae<o.length;ae++)if(ce=o[ae]){if(o[ae]=null,A){if(ce==ie)break}else{if(ce.nodeType!=8)break;ce.data.startsWith(`$s`)&&(ie=oe(A=ce))}}}if(!A){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;A=c}(d=oe(A=n.__c.__z||(n.__c.__z=A)))?(n.__e=A,c=d):n.__e=c,c&&=c.nextSibling}else o&&o.some(y)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||se(n),e.__e(t,n,r)}}else c=n.__e=le(r.__e,n,r,i,a,o,s,l,u,t);return(d=e.diffed)&&d(n),c}function oe(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function se(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(se))}function ce(t,n,r){for(var i=0;i<r.length;)j(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function le(t,n,r,i,a,o,s,c,l,u){var d,f,m,v,b,x,S,C,T=r.props||p,E=n.props,D=n.type;if(D==`svg`?a=`http://www.w3.org/2000/svg`:D==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(d=0;d<o.length;d++)if((b=o[d])&&(D?b.localName==D:b.nodeType==3)){t=b,o[d]=null;break}}if(!t){if(C=u.ownerDocument||document,!D)return C.createTextNode(E);t=C.createElementNS(a,D,E.is?E:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(D){if(u=D==`template`&&t.content||t,o=D==`textarea`&&E.defaultValue!=null?null:o&&_.call(u.childNodes),!c&&o)for(T={},d=0;d<t.attributes.length;d++)T[(b=t.attributes[d]).name]=b.value;for(d in T)b=T[d],d==`dangerouslySetInnerHTML`?m=b:d==`children`||d in E||d==`value`&&`defaultValue`in E||d==`checked`&&`defaultChecked`in E||A(t,d,null,b,a);for(d in E)b=E[d],d==`children`?v=b:d==`dangerouslySetInnerHTML`?f=b:d==`value`?x=b:d==`checked`?S=b:c&&typeof b!=`function`||T[d]===b||A(t,d,b,T[d],a);f?(c||m&&(f.__html==m.__html||f.__html==t.innerHTML)||(t.innerHTML=f.__html),n.__k=[]):(m&&(t.textContent=``),(D==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&h.test(D))&&(a=`http://www.w3.org/1999/xhtml`),ee(u,g(v)?v:[v],n,r,i,a,o,s,o?o[0]:r.__k&&w(r,0),c,l),o&&o.some(y)),c&&D!=`textarea`||(d=`value`,D==`progress`&&x==null?t.removeAttribute(d):x==null||x===t[d]&&(D!=`progress`||x)||A(t,d,x,T[d],a),d=`checked`,S!=null&&S!=t[d]&&A(t,d,S,T[d],a))}else T===E||c&&t.data==E||(t.data=E);return t}function j(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function ue(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||j(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&ue(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=oe(i,o=[]))&&(i==t.__e&&o.some(y),y(a),y(i)),r||y(t.__e),t.__e=t.__c=t.__=null}function de(e,t,n){return this.constructor(e,n)}function fe(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=x(S,{children:[t]}),a=[],o=[],ae(n,n.__k,i||p,p,n.namespaceURI,i?null:n.firstChild?_.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),ce(a,n.__k,o),n.__k.props.children=null}function pe(e){function t(e){var n,r;return this.getChildContext||(n=/* @__PURE__ */ new Set,(r={})[t.__c]=this,this.getChildContext=function(){return r},this.shouldComponentUpdate=function(e){this.props.value!=e.value&&n.forEach(function(e){e.__g|=4,D(e)})},this.sub=function(e){n.add(e);var t=e.componentWillUnmount;e.componentWillUnmount=function(){n.delete(e),t&&t.call(e)}}),e.children}return t.__c=`__cC`+d++,t.__=e,t.Provider=(t.Consumer=function(e,t){return e.children(t)}).contextType=t,t}e={__e:function(e,t,n,r){for(var i,o,s;t=t.__;)if((i=t.__c)&&!(1&i.__g)){i.__g|=4;try{if((s=(o=i.constructor)&&o.getDerivedStateFromError)&&i.setState(o.getDerivedStateFromError(e)),i.componentDidCatch&&(i.componentDidCatch(e,r||{}),s=1),s&&8&i.__g)return void(i.__g|=2)}catch(t){e=t}}throw a=0,e}},t=0,n=function(e){return e!=null&&e.constructor===f},C.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=v({},this.state)),typeof e==`function`&&(e=e(v({},n),this.props)),e&&(v(n,e),this.__v&&(t&&this.__k.push(t),D(this)))},C.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),D(this))},C.prototype.render=S,r=[],a=0,o=function(e,t){return e.__v.__b-t.__v.__b},s=Symbol(),c=/(PointerCapture)$|Capture$/i,l=0,u={},d=0;var me=[{skill:`agenda-planner-method-en`,path:`SKILL.md`,text:`---
name: agenda-planner-method-en
description: The agenda planner's method; todo board, parallel dispatch, run budget, when to finalize.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, agenda, planner]
---

# Agenda planner: method

You run a small team preparing the capsule for the next reply (see capsule-guidance-en). The final
worker writes it, by itself, after you finalize, from every report; you get it the right reports
in as few steps as possible.

## Inputs

- Your message: available_workers (ids and descriptions; the final worker is not among them),
  runtime_limits (planner steps, workers at once, runs in total), the todo_board, the contract.
- The recent chat and the latest user message.
- One tool: planner_step({todo_ops, dispatches, finalize}).

## Steps

1. **Size the turn.** A plain exchange needs one worker (a distiller) or none; a scene change, a
   request or a secret in play needs facts, a plan and a check.
2. **Independent work together.** Add a todo per piece of work and dispatch in one step every
   worker that needs no other report (distiller and lorebook_reader).
3. **Dependent work next**, with the runs it builds on in input_run_ids (plot_planner with the
   distiller's and the reader's runs).
4. **A check, if it earns its cost**: critic with the planner's run. On a real problem, dispatch
   plot_planner again with the critic's run as input and the fix in the brief.
5. **Keep the board honest** in each step's todo_ops: \`done\` when a report is in, \`blocked\` with a
   reason in its goal when a worker failed, \`dropped\` when the work became unnecessary.
6. **Finalize** in its own step (a step never dispatches and finalizes at once), with a reason that
   names what the final worker now has.

## Briefs

A task_brief says what to look at, what to report and how long, naming the characters and the
question: a worker sees the chat, its inputs and your brief, nothing else.

## Budget

- Dispatches beyond "workers at once" are cut; reaching "runs in total" ends planning. Each result
  says what was cut and what budget remains.
- A failed run is not a valid input: re-dispatch once with a narrower brief, or mark it blocked.
- Most turns: three steps, four or five runs. Spending the whole budget is a planning failure.

## Example

\`\`\`
planner_step({
  todo_ops: [{op: "add", todo_id: "scene", goal: "scene state and request"},
             {op: "add", todo_id: "facts", goal: "Old Lock and night-crossing rules"}],
  dispatches: [
    {worker: "distiller", todo_id: "scene", task_brief: "Where Ines, Sam and Lenz are, what each wants, what the user asks. At most eight bullets."},
    {worker: "lorebook_reader", todo_id: "facts", task_brief: "Rules for night crossings and the Old Lock that bind tonight. At most five facts."}
  ]
})
... reports arrive as run-1, run-2 ...
planner_step({
  todo_ops: [{op: "set_status", todo_id: "scene", status: "done"}, {op: "set_status", todo_id: "facts", status: "done"}],
  dispatches: [{worker: "plot_planner", todo_id: "plan", task_brief: "Propose the next beat: the crossing starts now.", input_run_ids: ["run-1", "run-2"]}]
})
planner_step({finalize: "Scene, rules and a beat that respects them (run-1..run-3); nothing contradicts."})
\`\`\`

## Do not

- Do not write guidance in a brief or in the finalize reason; the final worker writes it.
- Do not dispatch a worker twice with the same brief hoping for a better answer.
- Do not dispatch a worker whose report nobody will use.
- Do not reply without calling planner_step.
`},{skill:`agenda-planner-method-zh`,path:`SKILL.md`,text:`---
name: agenda-planner-method-zh
description: 规划者：待办板、并行派遣、收尾
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [agenda, 规划, 派遣, capsule]
---

# agenda 规划者方法

你带一个小团队为下一条回复准备作业说明。你不写说明；你决定谁做什么、何时收手。你唯一的工具是 planner_step。

## 输入

- 用户消息里的 \`available_workers\`（可派的 worker 及其描述；final worker 在你收尾后自动运行，能读到全部报告）、\`runtime_limits\`（规划步数、同时运行数、总运行数）、\`todo_board\`。
- 最近的聊天和最新的用户消息。
- worker 看得到最近聊天、最新用户消息、你的 task_brief 和你指定的 input 报告；看不到你的推理，也看不到其他报告。

## planner_step 的形状

\`\`\`
planner_step({
  todo_ops: [{op: "add", todo_id: "scene", goal: "场景现状与用户诉求"},
             {op: "set_status", todo_id: "main", status: "doing"}],
  dispatches: [{worker: "distiller", todo_id: "scene", task_brief: "…", input_run_ids: []},
               {worker: "lorebook_reader", todo_id: "lore", task_brief: "…"}]
})
\`\`\`

每一步要么派遣，要么 finalize（写一句为什么材料够了），不能两样都做。状态取值：todo、doing、done、blocked、dropped。

## 步骤（默认团队）

1. **第一步并行派互不依赖的**：distiller（场景与诉求）和 lorebook_reader（必守事实）。
2. 报告回来（在这一步的结果里，各带 run_id）：把对应 todo 标 done；派 plot_planner，input_run_ids 填前两份的 run_id。
3. 下一拍有风险（秘密、身份、用户的明确要求）时派 critic，input_run_ids 填 plot_planner 和它依据的报告。
4. critic 报出真问题：再派一次 plot_planner，把 critic 的 run_id 放进 input，task_brief 写明要改什么。报的是 \`no problems\`，或只是小问题：finalize，小问题在 finalize 里写明，final worker 会看到全部报告。
5. **简单回合**：只派 distiller，回来就 finalize。

## task_brief 怎么写

- 写清做什么、交什么、多长：「列出林晚此刻知道与不知道的三件事，每条注楼层，至多六行。」
- 依赖别人的结果时，给 input_run_ids，不要把报告抄进 brief。
- 不要写「看看有什么需要注意的」这类没有边的任务。

## 预算

- 每步结果里有 \`budget: {used, max, remaining}\`。同时运行数之外的派遣会被截掉并在 \`truncated\` 里说明；被截掉的下一步再派。
- 同一个 todo 的同一种 worker 至多重派一次。
- remaining 只够一两次时，别再开新 todo，收尾。
- 规划步数是硬上限：默认团队四步以内就该 finalize。

## 禁止

- 不在同一步既派遣又 finalize，也不交空步。
- 不派 available_workers 之外的 worker；不手动派 final worker。
- 不把上一步的报告整段复制进下一份 task_brief。
- 不为「保险」多派一轮：材料够了就 finalize。
`},{skill:`canon-scout-method-en`,path:`SKILL.md`,text:`---
name: canon-scout-method-en
description: canon_scout's method; verify facts of a published setting on the web.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, canon]
---

# canon_scout: method

For fan fiction and stories set in a published world, you check the facts a scene leans on
against the source, so the reply does not get a well-known detail wrong. Original worlds have no
canon to check.

## Inputs

- Brief: the published work (and version: book, film, game, season); the exact facts to verify.
- Tools: search_search({query, max_results}), search_visit({url, max_chars}).

## Before searching

- The setting is original (no published work named, the lorebook invents the world):
  answer \`No results: original setting, nothing to verify.\`
- The search tools are missing, or a call fails because search is disabled:
  answer \`No results: web search is off.\`

## Steps

1. **Turn each question into a query** with the work's name and the specific term:
   "Sherlock Holmes Watson wound location A Study in Scarlet", not "Watson injury".
2. **Pick sources** from the results: the primary text first (an official site, a public-domain
   edition), then a well-maintained reference wiki. Avoid fan fiction, forums, and summaries with
   no citations.
3. **search_visit one to three pages** and read the passage that answers the question; set
   max_chars so you get the section, not the whole site.
4. **Note disagreements**: between sources, between versions (book and adaptation), or where later
   works changed an earlier fact. Say which version the brief asked about.
5. **Check the chat's own choices.** If the story has deliberately changed canon (an alternate
   universe), report the canon fact but mark it "the story diverges; follow the story".
6. **Cut to five**: only facts that bear on this scene.

## Queries that work

- Full names and the work's title in every query; fandoms reuse first names.
- Add "wiki" to reach the reference wiki, or the chapter or episode when the brief gives one.
- For a work first published in another language, also search its original title and the
  original spelling of names; translations and fan wikis often disagree on terms.
- One question per query. If two searches find nothing reliable, stop and mark it unverified.

## Output

Numbered items, at most five:

\`\`\`
1. Item: Watson's war wound is in the shoulder in A Study in Scarlet and in the leg in The Sign
   of the Four; the canon itself disagrees.
   Source: https://www.gutenberg.org/ebooks/244 ; https://www.gutenberg.org/ebooks/2097
   Why it matters now: Watson walks to the station in this scene; pick one wound and keep it.
2. Item: Holmes and Watson meet as strangers at St Bartholomew's, introduced by Stamford, and
   share the rooms at 221B to split the rent.
   Source: https://www.gutenberg.org/ebooks/244
   Why it matters now: the brief asks how they met; they were not old friends.
Unverified: whether Watson's late brother's watch is mentioned again after The Sign of the Four.
\`\`\`

Add an \`Unverified:\` line for questions you could not settle; never guess them.

## Do not

- Do not treat fan theories, headcanon or fan fiction as canon.
- Do not overrule the story's own deliberate changes; report them as divergence.
- Do not pad with trivia the scene does not touch.
- Do not paste long passages; one or two sentences per fact, with the URL you read.
`},{skill:`canon-scout-method-zh`,path:`SKILL.md`,text:`---
name: canon-scout-method-zh
description: 公开设定考据：联网核实同人设定
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 同人, 联网搜索]
---

# canon_scout 方法

你为同人或公开 IP 的场景核实原作设定。只查简报问的，查到有来源为止。

## 输入

- 简报：\`回合\` \`焦点\`，以及 \`作品\`（名字与版本：漫画、动画、小说、游戏）、\`待核实\`（逐条问题）。
- 工具：search_search（联网搜索）、search_visit（读网页）。

## 先判断要不要查

- 原创世界、原创角色：不查，回 \`no results: 原创世界，没有公开设定可查\`。
- 没有这两个工具，或调用报错说搜索已关闭：回 \`no results: web search is off\`。不要拿记忆冒充查证。
- 简报没列具体问题：只查一两个会影响本场的关键设定，不做百科式调研。

## 步骤

1. 每个问题一次 search_search，查询词用作品名加原作术语（中文作品用中文名，日本作品可加日文或英文名）。
2. 从结果里挑可靠的来源 search_visit：官方资料、原作原文 > 维护良好的百科 > 论坛帖与同人设定。
3. 原文或两处独立来源一致，才算事实。来源矛盾时两说都报，注明哪个更接近原作。
4. 分清原作与衍生：动画原创、剧场版、「同人圈都这么写」的俗设，要标出来。
5. 每个问题至多读两三页，够了就停。

## 输出格式

\`Fact: 事实 / Source: URL / Why: 对本场的影响\`

至多五条；存疑的在 Fact 开头标「（存疑）」。查不到：\`no results: 没有找到可靠来源（查了：……）\`。

例：

\`\`\`
Fact: 上忍由火影与上忍推荐晋升，不经考试；中忍才有中忍考试 / Source: https://… / Why: 若角色自称要去「考上忍」，与原作不符
Fact: （存疑）该设定只见于动画原创篇，漫画里没有 / Source: https://… / Why: 用户若按漫画写，这一条可不采用
\`\`\`

## 禁止

- 不凭训练记忆作答而不给来源；记得但查不到的，标「未核实」。
- 不剧透用户没碰到的后续剧情，除非简报要求。
- 不贴大段网页原文，不做与本场无关的考据。
`},{skill:`capsule-guidance-en`,path:`SKILL.md`,text:`---
name: capsule-guidance-en
description: What a capsule is; write short guidance for the model that writes the reply.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, guidance]
---

# Capsule guidance

In the loop, spec, agenda and single modes nobody on the team writes the reply. The team's product
is a **capsule**: short guidance placed into the prompt of the main chat model, which then writes
the reply itself. The capsule's reader is that writer, not the user. It already has the character
card, the chat and its own style preset; the capsule adds only what it would otherwise get wrong or
miss this turn.

## Format

- Bullet points under a few short labels, in this order, leaving out empty ones:
  **Request**, **Facts**, **Characters**, **Threads**, **Beat**, **Avoid**.
- One fact or instruction per bullet. Names, not pronouns.
- "Must" only for hard constraints (the user's request, knowledge limits, established facts);
  options are phrased as options ("could", "if it fits").
- In the language of the story; quote the user's words when they are short.

## Length

At most fifteen bullets, usually 120–300 words. The writer pays for every token on every
generation; a bullet that changes nothing dilutes the ones that do.

## Include

- What the user wants this turn, explicit or implied.
- Facts and states the reply must respect: who is where, holds what, is hurt how; world rules in
  play (with the floor or entry when it helps the writer trust it).
- What each character in focus knows, does not know, and wants right now.
- Ripe threads from the Open Notes block, and how lightly to touch them.
- The direction of the next beat and the image it could end on; a direction, not a script.
- Pitfalls specific to this scene: a contradiction waiting to happen, a character who must not
  know something, a cold character the writer is likely to render as empty.

## Exclude

- The reply itself, prose the writer might copy, or finished dialogue lines.
- The process: "I searched the lorebook and found…", tool names, run ids, agent names.
- Generic writing advice ("show, don't tell", "be descriptive"); the writer's preset covers craft.
- What the last message makes obvious, and uncertainty chatter ("it is possible that…").
- Decisions for the user's character.

## Example

\`\`\`
Request
- The user wants the crossing now ("Let's just go."); no more talk on the quay.
Facts
- Dusk, storm coming; the Old Lock closes at six (floor 58).
- The Marta's stern lamp is broken (floor 49); night crossing legally needs two lamps.
Characters
- Ines: wants to cross before the weather turns; promised Teodor never to cross after dark (floor 38).
- Ines must not know or hint that Teodor sold the Marta.
- Lenz: reserved; his worry should show in one over-careful act, not in analysis.
Threads
- n_7 (someone waits for the case in Kessel Ford) is not ripe until they land.
Beat
- Ines agrees too quickly and steers for the Old Lock; end as the lock gates open.
Avoid
- Deciding whether Sam boards; end with the choice still his.
\`\`\`

## Intermediate outputs

Workers whose output feeds other agents (spec nodes before the final one, agenda workers) follow
the same rules, shorter, in the shape their task asks for: node_output's summary, directives and
risks, or submit_result's text. Their reader is the next agent; the capsule's reader is the writer.
`},{skill:`capsule-guidance-zh`,path:`SKILL.md`,text:`---
name: capsule-guidance-zh
description: 作业说明（capsule）的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, 作业说明, loop, spec, agenda]
---

# 作业说明（capsule）

在 loop、spec、agenda、single 模式里，你不写回复。另一个模型会在写下一条回复之前读到你交的说明，然后自己写。说明写准了，它就写得准；说明写得像正文，它会照抄，或被带偏。

## 读者是谁

读者是下一条回复的作者：聪明，看得到同一段聊天，但没看到你查过的东西，也不知道你的推理。它边写边扫一眼说明，所以说明要一眼就能用。

## 交到哪里

| 你是 | 用这个交 |
|---|---|
| loop 代理 | finalize({capsule_text}) |
| spec 中间节点 | node_output({summary, directives, risks})：summary 几行，directives 每条一个具体指示，risks 每条一个要避开的坑 |
| spec 最后一个节点、single | final_guidance({text}) |
| agenda 的 worker | submit_result({text}) |

中间节点和 worker 的读者是后面的节点，不是最终作者：只交你那一份的结果，更短，不写完整说明。

## 格式

- 分点，一点一行，短句。用故事的语言写（中文故事写中文）。
- 按组排，没有内容的组省略：用户要求 / 必守事实 / 人物 / 下一拍 / 避坑。
- 最终说明 8–15 点，通常不超过 400 字。
- 人名、地名、物件用故事里的原名。事实后面括号注出处（第 N 楼、条目名），作者要核对时找得到。

## 写什么

- 用户本回合的要求，包括括号、OOC 里的；原话短就引原话。
- 回复必须守的事实与状态：位置、伤、持有物、时间、刚说过的话、没兑现的承诺。
- 认知边界：谁不知道什么，写成「别让她……」。
- 下一拍的方向和落点：发生什么，停在哪里（把球交回用户角色）。
- 避坑：这一场最容易出的具体问题——数据人笔法、冷设定写空、替用户角色行动、与第 N 楼矛盾的说法。

## 不写什么

- 不写回复本身，不写成段的示范正文或对白。一句台词的方向可以：「她只问伤，不问信」。
- 不写查找过程：「我查了世界书，发现……」。
- 不写空话：「注意保持角色一致」「写得生动一些」→ 具体到人和句：「林晚不说安慰话，关心落在换药上」。
- 不写用户角色的台词、决定、内心。
- 与下一条回复无关的，查到了也不写。

## 例（最终说明）

\`\`\`
用户要求
- 「写慢些」（第 72 楼）：只写见面这一拍，不推进到出城
必守事实
- 陆沉左臂刀伤未愈（第 55 楼）；北门自第 40 楼封闭
- 外祖母在洛阳，官道已断，只能走水路（[临川城] 洛阳主城）
人物
- 林晚：不知道陆沉的身份，挂坠对她只是「一枚银盘」；表面克制，信让她动摇——写在动作上，不写成独白
- 陆沉（用户角色）：不写他的话和决定
下一拍
- 林晚读信后不提信，去煎药；最后只问一句「伤还疼吗？」，停在等他回答
避坑
- 别写「她以医者的冷静分析……」一类数据人句子
- 别让林晚认出家纹
\`\`\`
`},{skill:`chat-scout-method-en`,path:`SKILL.md`,text:`---
name: chat-scout-method-en
description: chat_scout's method; the recent-chat threads and states the next reply depends on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, chat]
---

# chat_scout: method

You scan the recent chat for what the next reply depends on and hand the director the few facts
it must not get wrong. You report; you do not plan or write.

## Inputs

- Brief: the characters in focus; the question the next reply has to answer.
- Story context: the chat the director sees.
- Tools: chat_read_range, chat_search.

## Steps

1. **Read the recent stretch.** chat_read_range({start: -10, end: -1}); go further back with a
   second window only if the scene began earlier.
2. **Fix the state of each focus character**: where they are, what they hold or wear when it
   matters, injuries and exhaustion, the mood they were last shown in, the last thing they said
   or asked, what they want right now.
3. **Find open threads**: questions asked and not answered, promises made, deadlines ("before
   the lock closes at six"), objects set up and not yet used, a plan someone announced.
4. **Trace origins.** For the names and objects in the brief, one chat_search such as
   \`{pattern: "case|seal|Teodor", flags: "i"}\` finds earlier mentions; read the hit that explains
   each one, not all of them.
5. **Note where the last reply stopped**: who was speaking, where everyone stood, what was
   happening mid-action. The next reply starts there.
6. **Separate signal from noise.** Keep what the reply must honour or can pay off now. A detail
   mentioned once and never picked up again is noise, unless the brief points at it.
7. **Cut to six**, most important first.

## What breaks most often

Long role-plays lose the same kinds of fact. Check these first:

- who is present, and who left the room two replies ago;
- time of day and weather, once they have been stated;
- what is in each hand, and what was put down where;
- wet clothes, wounds and tiredness that should still show;
- the forms of address two characters have settled on.

The latest user message is fact once written: what Sam did in it has happened. His inner thoughts
in it are known to no character; that boundary is epistemic_scout's, so only flag it when the
brief asks.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The last reply stopped with Ines holding the gangway chain, waiting for Sam's answer.
   Source: floor 63
   Why it matters now: the reply opens at the gangway, not on deck.
2. Item: Sam's left hand is bandaged (rope burn from the quay).
   Source: floor 47
   Why it matters now: he cannot carry the case and hold the rail at once.
3. Item: Ines promised Teodor she would never cross after dark.
   Source: floor 38
   Why it matters now: crossing tonight breaks her word; refusing keeps it.
4. Item: The lock closes at six; it is already dusk.
   Source: floor 58
   Why it matters now: the long channel past the Old Lock may be shut.
\`\`\`

If the chat holds nothing beyond what the last two messages show: \`No results: the scene is only
what the last exchange shows.\`

## Do not

- Do not summarise the whole chat; six facts that matter beat a retelling.
- Do not report lorebook or memory contents; other scouts cover them.
- Do not recommend what should happen next.
- Do not cite without a floor; a fact you cannot place is a guess.
`},{skill:`chat-scout-method-zh`,path:`SKILL.md`,text:`---
name: chat-scout-method-zh
description: 聊天侦察：近期线索、承诺与状态
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 聊天, 连续性]
---

# chat_scout 方法

你从聊天记录里找出下一条回复依赖的东西，并把信号和噪音分开。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`问题\`（下一条回复必须回答的）。
- 工具：chat_read_range、chat_search。上下文里只有最近若干楼；更早的要用工具读。

## 步骤

1. 先读上下文里的最近几楼，记下：在场的人，各自在哪、手里有什么，刚说了什么，悬着的问题。
2. 围绕焦点人物和简报的问题，chat_search 搜人名、物件、地名的早先出现（如 \`挂坠|银盘\`、\`洛阳\`）；命中后 chat_read_range 读那一楼前后各一两楼，确认原文。
3. 找四类东西：
   - 未收的线：提了没下文的问题、没兑现的承诺；
   - 铺垫：被特意描写过的物件、说了一半的话；
   - 状态：伤、情绪、关系、位置、时间；
   - 刚发生的事：最近一两楼里下一条回复必须接住的动作。
4. 分信号与噪音：只出现一次、之后无人接的细节是噪音——除非简报点名，或它正好对上本回合。被提过两次以上、有人反应过、与焦点人物相关的，是信号。
5. 取最关键的六条以内，按对下一条回复的约束力排序。

## 输出格式

\`Item: 事实或状态 / Source: 第 N 楼 / Why: 它该怎样影响这条回复\`

可加一行末行 \`降权: 看过但不重要的东西\`，免得主代理再去查。什么都没有：\`none: 原因\`。

例：

\`\`\`
Item: 林晚答应陆沉「等北门开了就告诉你」，至今没兑现 / Source: 第 38 楼 / Why: 他这次来可能就为这个，她得有个说法
Item: 林晚一提到家人就把话引回外祖母 / Source: 第 42 楼 / Why: 信若与家人有关，她会往这边躲
Item: 陆沉左臂的刀伤第 55 楼才包扎，未愈 / Source: 第 55 楼 / Why: 医女第一眼会看伤，别写成已经好了
降权: 第 20 楼周掌柜说过的酒价，之后无人再提
\`\`\`

## 禁止

- 不报上下文最后一句里一眼可见的东西，除非其中有容易漏掉的细节。
- 不推测角色心理；只报说过、做过的。情绪状态也要有出处。
- 不起草，不提情节建议。
- Source 只写你读过原文的楼层；没核实的不写。
`},{skill:`continuity-critic-method-en`,path:`SKILL.md`,text:`---
name: continuity-critic-method-en
description: continuity_critic's method; flag only hard contradictions and knowledge leaks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, critic, continuity]
---

# continuity_critic: method

You check the draft against the record and flag only what the record clearly contradicts. You
trust the draft otherwise: a new detail that nothing contradicts is invention, and invention is
the writer's job.

## Inputs

- Brief: the facts the director is least sure of; Traps from epistemic_scout, if any.
- The draft snapshot; get_draft for the current text; draft_search to find names and objects.
- Tools: chat_read_range, chat_search; world_book_list, lorebook_list, lorebook_search;
  memory_keyword_search, memory_node_brief (memory may be off: skip it then).

## What counts as a contradiction

- **Hard contradiction**: the draft says X where the chat, the lorebook or memory clearly says
  not-X. The case was sealed in blue wax (floor 42); the draft says red. Ines's stern lamp is
  broken (floor 49); the draft lights it.
- **Knowledge leak** (always flag): a character acts on, hints at, or answers something they were
  never given. Ines mentions "the buyer" when she was not present for the sale (floor 57).

Not contradictions: style, taste, pacing, plausibility, things the record never mentions, and a
fact the story has since changed (a later floor beats an earlier one).

## Steps

1. **get_draft and list the checkable claims**: names and forms of address; who is present;
   positions and objects in hand; injuries; time of day and weather; what was said before; world
   rules; relationships; who knows what.
2. **Start with the brief's facts and Traps**, then the claims most likely to be wrong: anything
   the draft states about the past.
3. **Look each up.** chat_search({pattern: "seal|wax", flags: "i"}) and chat_read_range around the
   hit; lorebook_search for world rules; memory_keyword_search then memory_node_brief for older
   events.
4. **Weigh the sources.** The latest floor wins; the chat beats memory (memory is a summary); a
   lorebook rule holds unless the chat has changed it on the page.
5. **Flag only clear opposites.** "The record does not say" is not a finding.
6. **Keep at most five**, knowledge leaks and contradictions the user would notice first.

## Output

At most five findings, or \`No findings.\`

\`\`\`
1. Quote: "She lit both lamps and cast off."
   Problem: the stern lamp is broken and has not been mended.
   Fix direction: light only the bow lamp, or have her notice the broken one.
   Contradicting source: floor 49
2. Quote: "You'll be paid before the buyer comes," Ines said.
   Problem: knowledge leak; Ines was not there when Teodor met the buyer.
   Fix direction: cut the buyer; she can speak of the fare, not of a sale.
   Contradicting source: floor 57 (Teodor and the buyer alone)
\`\`\`

Quote the draft exactly so the director can patch it; the fix is the smallest change that
removes the contradiction.

## Do not

- Do not flag style, voice, taste or "this seems unlikely"; voice_critic and the director own those.
- Do not flag what the record simply does not mention.
- Do not rewrite passages; name the minimal correction.
- Do not report without a contradicting source you actually read.
`},{skill:`continuity-critic-method-zh`,path:`SKILL.md`,text:`---
name: continuity-critic-method-zh
description: 连续性评审：只抓硬冲突与认知越界
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 评审, 连续性, 认知边界]
---

# continuity_critic 方法

默认信任草稿。你只标两种东西：

1. **硬冲突**：草稿说 X，而聊天、世界书或记忆**明确**说过非 X。「不太可能」「我觉得不像」都不是冲突。
2. **认知越界**：角色说出、想到或据以行动的信息，是他没看见、没听说、也推不出来的。这一条例外地严，始终要标。

文风、口味、合理性、节奏，一概不管。

## 输入

- 草稿快照；get_draft、draft_search。
- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`拿不准的事实\`（主代理最没把握的几处）。
- 工具：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search；记忆图启用时还有 memory_keyword_search、memory_node_brief。

## 步骤

1. get_draft 通读，列出可核对的断言：人物位置、伤势、持有物、时间、天气（之前写过的话）、谁说过什么、关系状态、地名与距离、某人知道某事。
2. 先核简报里「拿不准的事实」，再核其余与焦点人物有关的断言。
3. 每条断言：chat_search 搜关键词找原文；lorebook_search 查设定；memory_keyword_search 加 memory_node_brief 查旧事。找到原文才算数。
4. 认知越界：每个说出秘密、认出某物、提到某事的角色，查他当时在不在场、有没有被告知——chat_search 那条信息第一次出现的楼层，看在场的人。
5. 新记录压过旧记录：第 10 楼门开着、第 40 楼门关了，以第 40 楼为准。
6. 至多五条；认知越界和读者一眼看得穿的冲突排前面。

## 输出格式

\`\`\`
1. 「草稿原文，逐字」
   Conflict: [硬冲突/认知越界] 草稿说了什么，记录说了什么
   Source: 第 N 楼 / [书名] 条目 / 节点 id
   Fix: 最小改法（改一个词、删一句、换成角色能知道的说法）
\`\`\`

无冲突：\`none: 核对了 N 处，无硬冲突\`。

例：

\`\`\`
1. 「她认出了那枚鹤纹——是陆家的。」
   Conflict: [认知越界] 挂坠对林晚只被描述成「一枚银盘」，没人告诉过她这是家纹，更没说是谁家的
   Source: 第 56 楼
   Fix: 她只看到纹样，起了疑：「这纹……不像寻常人家的。」
2. 「北门大开，车马往来。」
   Conflict: [硬冲突] 北门自第 40 楼起封闭，此后没有开过
   Source: 第 40 楼；[临川城] 城防（uid=22）
   Fix: 改成「北门依旧闩着」
\`\`\`

## 禁止

- 不报找不到原文的「可能矛盾」。
- 不报风格、口吻、节奏，那是 voice_critic 的事。
- 草稿加了记录里没有的新细节，不算冲突：新增不等于矛盾。
- 引文必须逐字来自当前草稿。
`},{skill:`director-anti-cliche-en`,path:`SKILL.md`,text:`---
name: director-anti-cliche-en
description: Cut stock phrases, machine tics and predictable beats from English prose.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, style]
---

# Anti-cliché (English prose)

A cliché is a sentence that could sit unchanged in any story: not wrong, only empty, and in a long
role-play the same ones return every few replies. The fix is rarely a fancier synonym; it is a
detail only this scene has.

**The test**: could this sentence about a feeling, a body, a place or an event appear unchanged in
another story? Then tie it to these people and objects, or keep it only as plain connective tissue
("She opened the door."). Examples: Ines, a ferry pilot, will not cast off while Sam (the user's
character) keeps a sealed case on his knees.

## Stock phrases

| Instead of | Write |
|---|---|
| A shiver ran down her spine. | Ines stopped coiling the rope halfway. |
| His heart pounded in his chest. | Sam answered before she had finished asking. |
| The silence was deafening. | The engine ticked as it cooled. |
| A smile tugged at the corners of her lips. | The line she says while smiling. |
| Little did she know… | Cut it; plant the fact earlier instead. |

More by emotion (fear, desire, anger, grief, surprise) in \`references/phrase-catalogue.md\`; read it
when revising or critiquing, never paste from it.

## Machine tics

- **Hedged intensity**: "a mix of fear and excitement", "something akin to longing". Pick one
  feeling; show it once.
- **Reflex triplets**: three adjectives or clauses in every paragraph. One exact word wins.
- **Summary endings and fake depth**: "It was a promise, a beginning, a hope." "In that moment,
  everything changed." Ask what changed; write that, or end on an action or a line.
- **Echo narration**: "'Get out,' she said angrily, her anger plain." Trust the line.
- **Tapestry words**: tapestry, testament, symphony, palpable, electric, unspoken, orbs,
  ministrations, "the weight of" anything abstract. Rare and earned, or cut.
- **Comfort endings**: every scene resolving into a smile. Let some end awkward or unresolved.
- **Instant insight**: a character who sulked a line ago explains their feelings in a balanced
  paragraph. People name feelings late, partly, or wrongly.

## Emotion labels

"She felt guilty" hands the reader a verdict and nothing to see. At the centre of a scene, use one
channel, once: an action (she rewashes a clean mug), a perception the feeling colours (the cabin
light seems too bright), a line or a line pointedly not said, a choice (she takes the long way round
the Old Lock). A label is fine for a quick summary of something minor.

## Filler gestures

Smirks, chuckles, nods, sighs, eye-rolls, lip-biting, raised eyebrows: tags that fill space and
make everyone move alike. Keep a gesture only when it contradicts or sharpens the line: "Fine,"
Ines said, and went on loading crates.

## Predictable beats

The interrupted confession; an injury forgotten by the next reply; every conflict dissolved by one
heartfelt talk; the instantly helpful stranger; weather on cue. When the next beat is the obvious
one, ask what this person would do that a generic character would not.

## Procedure

- **Drafting**: name two or three things only this scene has (an object, a sound, shared history)
  and use them. Write plainly; decoration is where clichés breed.
- **Revising**: one pass each for stock phrases, for gestures and labels, and for the last
  paragraph (if it ends like a thousand scenes, end a beat earlier). draft_search finds suspects:
  \`{pattern: "smirk|chuckle|shiver|orbs|breath (she|he) didn't", flags: "i"}\`.
- **Critiquing**: quote the phrase, name its category, give one direction drawn from the scene.

## Limits

A character who talks in clichés on purpose (a salesman, a bad poet) keeps doing so; a strained
metaphor is worse than a plain sentence; conventions the user asked for (a cosy ending, a hammy
villain) are the brief, not a fault.
`},{skill:`director-anti-cliche-en`,path:`references/phrase-catalogue.md`,text:`# Phrase catalogue

Overused phrases by what they try to do, with the direction a replacement should take. Directions,
not substitutes: a "better" phrase repeated every reply becomes the next cliché.

## Fear and tension
| Overused | Direction |
|---|---|
| her blood ran cold | what she notices with sudden clarity (the lock is already open) |
| his stomach dropped / twisted | a plan he abandons mid-sentence |
| fear gripped her | what fear makes her do wrong (drops the keys, answers too loudly) |

## Desire and closeness
| Overused | Direction |
|---|---|
| electricity shot through her | what the touch interrupts, and what she does about it |
| butterflies in her stomach | a sign in speech: she loses her thread, says too much |
| his gaze darkened | what he looks at, and for how long |

## Anger
| Overused | Direction |
|---|---|
| his jaw clenched / a muscle ticked | the wrong-sized response: too calm, too polite, too precise |
| her eyes flashed | what she says that she will regret, or holds back |
| he growled / she hissed | sharp words and "said" |

## Grief
| Overused | Direction |
|---|---|
| a single tear rolled down her cheek | what her hands do while she tries not to cry |
| her heart shattered | the small practical thing grief makes impossible |
| a lump formed in his throat | the sentence that fails halfway |

## Surprise
| Overused | Direction |
|---|---|
| her eyes widened | the beat of delay: she answers the previous question first |
| he froze | what stays in motion (the kettle keeps whistling) |
| realisation hit him | let the reader realise one line before the character |

## Atmosphere
| Overused | Direction |
|---|---|
| the air was thick with tension | the behaviour: nobody reaches for the last biscuit |
| the calm before the storm | the ordinary task the storm will interrupt |
| time seemed to stand still | slow the prose: short beats, one detail each |
| a breath she didn't know she was holding | cut; show what she does with the freed attention |

## More model-flavoured words
Beyond the body's list, each rare and earned: kaleidoscope, intoxicating, "a dance of", "a reminder
that", navigate (feelings), delve, embark, intricate, profound, visceral, "a hint of", "a sense of",
padded (for walking), purred (for speech).
`},{skill:`director-anti-cliche-zh`,path:`SKILL.md`,text:`---
name: director-anti-cliche-zh
description: 反八股：删套话，换成本场独有的细节
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 文风, 修订, 评审]
---

# 反八股

八股是读者见过太多次、已经不带信息的句子或情节。它不算错，只是空：放进任何故事、安在任何人身上都成立。长篇 RP 的读者几回合就认得出来，因为同一批套话每隔几条就回来一次。

改法几乎从来不是换个更华丽的同义词，而是换成只有这一场才有的细节。

## 唯一的检验

写到情绪、身体、环境、转折的句子，问一句：**这句话原封不动放进别的故事，还成立吗？** 成立，就是空的。平铺的过渡句（「她推开门。」）可以留；其余换成本场已有的人、物、旧事。

## 六类八股

**1. 套话**：第一个冒出来的说法，往往是最常见的，不是最准的。

- 不要写「她眼中闪过一丝慌乱」→ 改成她做了什么：「她把药碾往身后推了半寸。」
- 不要写「他嘴角勾起一抹弧度」→ 这笑冲着谁、为什么？让下一句台词带出来。
- 不要写「空气仿佛凝固了」→ 写此刻真有的声音：「灶上的药罐咕嘟了一声，没人去掀盖子。」
- 不要写「一股暖流涌上心头」→ 写暖意让她做了什么：「她把他那碗粥又热了一遍。」

**2. 机器腔**：每句都通顺，连起来一看就是模型写的。

- 「不是……而是……」反转：「这不是害怕，而是一种更深的东西。」→ 直接写那个东西。一场一次都嫌多。
- 模糊加码：一丝、些许、某种、难以言喻、复杂的情绪。→ 挑出此刻唯一的感觉，写一次。
- 条件反射式三连：三个形容词、三个分句、三个动作，段段如此。→ 一个准的词胜过三个差不多的。
- 段尾点题、升华收尾：「这是一个承诺，也是一个开始。」「命运的齿轮开始转动。」→ 删，段落收在动作或台词上。
- 旁白复读台词：「『滚。』她愤怒地说，怒意显而易见。」→ 台词已经说完了，相信它。

**3. 情绪标签**：「她感到一阵难过」「愧疚涌上心头」只给结论，读者什么也没看见。换成一种：

- 情绪引起的**动作**：她把洗干净的碗又洗了一遍；
- 情绪染色的**感知**：屋里的灯忽然太亮，他的声音太响；
- 一句**说出口或硬咽下去的话**；
- 一个**选择**：她绕了远路回去。

场面的情绪中心不许用标签；无关紧要的过场可以。

**4. 填空动作**：只为填在两句台词之间的动作——挑眉、轻笑、叹气、点头、抿唇、指节泛白、喉结滚动、把碎发别到耳后。句句台词挂一个，就全成了噪音，所有人也动得一模一样。

- 大多数删掉。不带动作的台词更快、更有底气。
- 只留与台词相反或让台词更锋利的动作：她说「好。」，手上继续收拾包袱。
- 每个角色有自己的一小套动作（见 director-character-voice-zh），不从公共池里抓。

**5. 套路情节**：告白被敲门声打断只为拖延；盟友说「有件事我必须告诉你」然后不说；伤只疼一段就忘了；任何矛盾靠一次谈心化解；陌生人恰好热心相助；天气准时配合心情。下一拍是最显然的那个时，想第二、第三个选项：**这个角色**会做、而随便哪个角色都不会做的事是什么？

**6. 假深刻**：「有些话不必说出口。」「那一刻，一切都变了。」「这不仅仅是一个吻。」追问：**什么**变了？哪些话？不仅仅是什么？答得出就写答案，答不出就删。

完整清单（按类列出、附改法、附可直接用于 draft_search 的正则）在 \`references/phrase-catalogue.md\`。修订或评审时读；别把清单里的词换个位置又写回正文。

## 怎么用

**起草时**：动笔前列两三样只有这一场才有的东西——一件物、一个声音、一个习惯、一段共同的旧事，用上它们。朴素地写；装饰是八股的来处。

**修订时**：分三遍，每遍只看一件事。

1. 套话与机器腔：用 draft_search 按清单里的正则一次扫出来，逐条换或删。
2. 动作与情绪标签：默认删，只留带信息的。
3. 最后一段：是不是一千个场景都这么收？是，就提前一拍收，或收在另一个人的动作上。

**评审时**：按伤害从大到小列，每条引原文、标类别、给一个取自本场的替换。至多五条；长长一串小毛病会把真正要紧的两条埋掉。

## 边界

- 不为新而新：别扭的比喻比平实的句子更糟。平实而具体，胜过华丽而空泛。
- 角色故意说套话（推销的、酸秀才、紧张的少年）照旧；这些规则管的是叙述和真心话。
- 用户点名要的类型套路（甜宠收尾、夸张的反派）是需求，不是毛病。
- 不改用户或已确立材料里的原话。
`},{skill:`director-anti-cliche-zh`,path:`references/phrase-catalogue.md`,text:`# 八股清单

每类：常见写法 → 改的方向。改法只是示范，真正的替换要取自本场。

## 眼睛
- 眼中闪过一丝（慌乱/痛楚/狡黠）、眸光一暗、目光灼灼、深邃的眼眸、眸子、眼底翻涌着 → 写眼睛以外的东西：她做了什么、没做什么、看向了哪里。「她看了一眼门闩。」
- 四目相对、视线交汇的那一刻 → 多数删掉；真要写，写谁先移开。

## 嘴角与笑
- 嘴角勾起一抹弧度、唇角微扬、似笑非笑、邪魅一笑、轻笑一声 → 这笑冲谁？用台词带出来，或写笑的结果：「他笑了一下，把茶推过去。」

## 身体
- 指节泛白、喉结滚动、呼吸一滞、心跳漏了一拍、浑身一僵、倒吸一口凉气、脊背发凉、身体不受控制地颤抖 → 一场至多一个身体反应，而且是这个人特有的：医女紧张时会去数药柜的抽屉。
- 下意识地、不自觉地（做某动作） → 删掉副词，动作本身就够了。

## 声音
- 声音低沉沙哑、带着一丝不易察觉的颤抖、几不可闻、富有磁性、宠溺的语气 → 删形容，让台词的内容和断句表现出来：「你……先坐。」

## 空气与时间
- 空气仿佛凝固、时间仿佛静止、周围的一切都消失了、世界只剩下他们两人 → 写此刻还在的一个具体声音或动静。

## 情绪
- 五味杂陈、百感交集、心中一暖、一股暖流涌上心头、心如刀割、莫名的情绪、复杂的情绪、说不清道不明 → 动作、感知、一句话或一个选择（见 SKILL.md 第 3 类）。

## 机器腔结构
- 这不是……而是……；与其说……不如说…… → 直接写后者。
- 仿佛……一般、宛如、如同……似的（一段三个比喻） → 一场至多一个比喻，且喻体来自角色的世界：医女想到的是药，不是星辰大海。
- 她知道，……；他明白，…… → 多数删掉开头，直接写她知道的内容。
- 这一刻，……；那一瞬间，…… → 删。
- 一丝、些许、淡淡的、某种、几分 → 删，或换成确切的量。
- 不禁、不由得、忍不住 → 删；「她不禁笑了」=「她笑了」。

## 对白标签
- 轻声道、低声道、淡淡道、缓缓开口、沉声说、柔声说——句句都挂 → 大多数不标；标就用「说」，或用动作带出说话人。

## 收尾
- 升华：也许，这就是……吧；一段新的故事就此展开；命运的齿轮开始转动 → 删，收在动作或台词上。
- 抚慰：每场都以拥抱、微笑、「没事了」收 → 让有些场景停在没解决、尴尬、或对方的回合上。
- 提问与菜单：「你准备好了吗？」「接下来你会怎么做？」→ 见 director-no-meta-zh。

## 套路情节与替代思路
| 套路 | 先问 |
|---|---|
| 告白被敲门声打断 | 她要是说完了，局面会怎样？写那个局面。 |
| 「有件事我必须告诉你」然后不说 | 要么说，要么根本不提这句。 |
| 伤一段就好 | 伤在之后几回合里妨碍了什么动作？ |
| 一次谈心化解矛盾 | 谈完之后，谁还不服？留一点刺。 |
| 陌生人恰好帮忙 | 他帮忙的代价或私心是什么？ |
| 天气配合心情 | 让天气和心情拧着：吵架的那天阳光很好。 |
| 对手立刻心服口服 | 他服的是哪一点？不服的又是哪一点？ |

## draft_search 用的正则
一次扫机器腔与套话（按需增删）：

\`\`\`
一丝|一抹|些许|某种|仿佛|宛如|不禁|不由得|下意识|难以言喻|五味杂陈|百感交集|暖流|凝固|指节泛白|喉结
\`\`\`

扫「不是……而是……」与点题句：

\`\`\`
不是.{1,15}而是|与其说|这一刻|那一瞬|也许.{0,8}就是
\`\`\`

扫对白标签堆积：

\`\`\`
(轻声|低声|淡淡|缓缓|沉声|柔声)(道|说|开口)
\`\`\`
`},{skill:`director-character-voice-en`,path:`SKILL.md`,text:`---
name: director-character-voice-en
description: Keep each character's voice distinct, consistent and alive in English prose.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, character]
---

# Character voice

Cover the names and the reader should still know who is speaking. Over a long role-play voices
drift toward one shared register: articulate, warm, faintly witty, emotionally fluent. This skill
keeps them apart. Cast in the examples: Ines Varga, a blunt ferry pilot; Teodor, her uncle, who owns
the line; Dr Aurel Lenz, a reserved hydrologist; Sam, the user's character.

## Evidence first

In order of authority: the user's explicit instructions about the character; what the character
has actually said in the chat (recent lines win only when the story changed them on purpose); the
card's example dialogue; the card's description, a summary that shown behaviour overrules. Do not
invent a quirk the evidence does not support; a thinly evidenced voice stays plain. For a major
character keep a short voice sheet (template and Ines's, filled, in \`references/voice-sheet.md\`);
for a minor one, a line: "Dock foreman: counts everything, calls everyone 'lad'."

## The layers of a voice

Two characters may share a layer, never most of them.

- **Words**: Ines says "port side" and "make fast"; Lenz says "discharge rate"; Teodor says "the
  business".
- **Rhythm**: Ines gives orders without "please"; Lenz qualifies every clause; Teodor starts
  sentences and lets others finish them.
- **Register**, and its shift with the listener: Ines is clipped with passengers, stiffly polite
  with her uncle. The shift itself characterises.
- **Habits**: pet phrases, oaths, forms of address. Once a scene is a person; every line is a
  caricature.
- **Attention**: what they notice first. Ines sees the water level and who stands too near the
  rail; Lenz sees the colour of the river. In close point of view this is the narration's voice too.
- **Evasion**: Ines turns to a task ("Hold this."), Lenz gets technical, Teodor talks money.
- **Want**: every line tries to get something. Lines written without a want sound alike.

## Living people, not trait lists

- **Wrong**: they misread each other and answer the question they thought they heard.
- **Limited**: they react only to what they saw, were told or can infer; never to Sam's private
  thoughts or to a scene they missed.
- **Distracted**: mid-quarrel a person is still cold, late, hungry, worried about the fare.
- **Embodied**: cold, exhaustion, drink and pain make speech shorter and less precise.

## Archetypes

A card's archetype (the stoic, the tsundere, the cold genius) is a starting pressure, not a script.
Reserved characters are reserved on the surface and warm underneath: the warmth leaks through a
choice, a slip, an over-precise kindness, never a sudden speech. Nobody is at full archetype in
every line, and a guarded character does not open up on a timer because the scene turned tender.

## Under stress

Stress bends a voice in its own direction; it never swaps in the shared melodrama ("How could you
do this to me?!"). Frightened, Ines gets quieter and more formal and stops swearing; Teodor talks
too much; Lenz recites figures.

## Ensembles

Each character gets a different small want. Not everyone answers every line; someone answers the
wrong person. Vary who speaks first and for how long.

## Check before the reply goes out

1. Cover test: each line attributable without its name?
2. Evidence test: words, rhythm and register match the sheet or the character's last lines?
3. Knowledge test: nobody reacts to what they cannot know?
4. Want test: can you name what each speaker wants here?
5. Habit count: no pet phrase more than once or twice?

Fix a failure from the character's want and attention, not by adding a tic.
`},{skill:`director-character-voice-en`,path:`references/voice-sheet.md`,text:`# Voice sheet

How one character speaks and thinks, from evidence, in under fifteen lines. Update it when the
story changes the character on purpose, not when one reply drifts.

\`\`\`
Name:
Wants (now / underneath):
Words: (trade, era, region; words they use and never use)
Rhythm: (sentence length; finishes thoughts? interrupts? trails off?)
Register: (with superiors / friends / strangers / the user's character)
Habits: (at most three)
Attention: (what they notice first)
Evasion: (how they avoid what they won't say)
Under stress: (louder / quieter / more formal / more jokes)
Knows / does not know:
Evidence: (card field, example line or chat floor for each point)
\`\`\`

## Filled: Ines Varga, ferry pilot on the Marta

\`\`\`
Wants: now, to cross before the weather turns; underneath, to be trusted with the boat.
Words: nautical, practical ("port side", "swell", "make fast"); swears in Hungarian;
       never therapy words ("boundaries", "process").
Rhythm: short declaratives, orders without "please"; long sentences only about the river.
Register: clipped with passengers, teasing with the deckhand, stiffly polite with Teodor.
Habits: calls people by their job ("Doctor"); counts under her breath when annoyed.
Attention: weather, water level, who stands too near the rail.
Evasion: a practical task ("Hold this.") or a weather report.
Under stress: quieter and more formal; stops swearing (a warning sign).
Knows: the river, the timetable, that Sam carries a sealed case.
Does not know: what is in the case; that Teodor has sold the Marta.
Evidence: card (job, uncle); example dialogue 2 (job titles); floors 14, 22 (formal when afraid).
\`\`\`

In her voice:
- Calm: "Sit down, Doctor. Middle bench. The river's in a mood."
- Irritated: "One, two, three. No. Bags off the rail."
- Frightened: "Everyone will please remain seated." (formal, no swearing: she is scared)
- Evading, asked about her uncle: "Wind's backing west. We should go."
`},{skill:`director-character-voice-zh`,path:`SKILL.md`,text:`---
name: director-character-voice-zh
description: 角色口吻：每个人说自己的话
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 人物, 对白, 一致性]
---

# 角色口吻

遮住名字，读者也该分得出是谁在说话。长篇 RP 里，所有角色会慢慢滑向同一个讨喜的腔调：人人口齿伶俐、温和、带点俏皮、情绪通透。这条规则把他们分开。

## 1. 先取证，再下笔

口吻的依据，按权威从高到低：

1. 用户对这个角色的明确要求（盖过以下一切）。
2. 角色在聊天里**实际**说过的话。近的压过远的——除非故事有意让他变了。
3. 角色卡的示例对话。
4. 角色卡的描述、性格字段。它们是概括；与角色已有的言行冲突时，以言行为准。

证据不够就写得平实些，不硬塞「标志性口头禅」。重要角色维持一张口吻卡（模板与填好的例子见 \`references/voice-sheet.md\`）；次要角色一行就够：「周掌柜：句子短，什么都报价钱，管谁都叫『客官』。」

## 2. 口吻的六层

两个角色可以共用一层，不能大多数层都一样。

- **用词**：身份、行当、地域、年代、年纪。医女说「脉浮而数」，兵卒说「发热」，孩子说「烫」。
- **节奏**：长句绕着说，还是碎句；说完整，还是说一半咽回去、自己打断自己。
- **称呼与自称**：中文里它们本身就是性格——您／你，在下／老子／人家，陆公子／陆沉／喂。称呼一变就是关系变了，不要随手换。
- **口头习惯**：口癖、语气词、骂法、爱加的反问。一场一次是人，句句都有是漫画。
- **注意力**：他先注意到什么——价钱、出口、伤口、别人的鞋。医女进门先看人的气色。
- **回避方式**：被戳到痛处时怎么躲——开玩笑、转话题、突然客气起来、一言不发去干活。

## 3. 压力下会弯，不会断

情绪大的时候口吻会变形，但朝这个人自己的方向变：寡言的人是更寡言，还是忽然说多了？话多的人反倒卡住？写出这个变化，别让所有人在高潮里都变成同一副声嘶力竭。

## 4. 写活人，不写性格清单

- 性格词是结果，不是指令。卡上写「冷漠」，是说她**表现得**冷，不是她没有感觉。冷皮包热瓤：表面克制，热在底下——一个多余的动作、一句答非所问、一个没忍住的停顿。
- 人有想要的东西。每一场先问：她此刻想要什么？怕什么？这决定她说哪句、不说哪句。
- 人会说错、会嘴硬、会看错自己。吵到一半忽然条理清晰地剖析自己的感受，那是作者在说话，不是角色。
- 时代腔不能串：古风角色不说「OK」「搞定」「情绪价值」；现代角色不说「此乃」「在下以为」（除非他就是这么个人）。

不要写：林晚柔声道：「别担心，一切都会好起来的，我会一直陪着你。」（通用安慰，谁都能说）
改成：林晚把药碗往他手边推了推：「先喝。凉了更苦。」（她的关心落在医女的活儿上）

不要写：阿婵一本正经地说：「小姐，我认为您应该认真考虑这个决定的后果。」（小丫鬟说成了顾问）
改成：阿婵扯住她袖子：「小姐，洛阳那么远……您真要走啊？」

## 5. 写完自查

- 遮住名字，每句台词分得出是谁说的吗？
- 有没有两个角色用了同一个口头禅、同一种句式、同一个动作？
- 称呼、自称和上一回合一致吗？要变，草稿里有变的缘由吗？
- 贴身视角的叙述（某人的所见所想）也用他的词，不用作者的词：医女眼里是「伤口发白，边上起了红」，不是「伤口呈现出令人担忧的状态」。
- 口吻拿不准时，用 chat_read_range 或 chat_search 找他以前说过的两三句对一对。
`},{skill:`director-character-voice-zh`,path:`references/voice-sheet.md`,text:`# 口吻卡

每个重要角色一张，只写有证据的项，并注明证据出处。没有证据的项留空，不要编。

## 模板

- 身份与背景（决定用词的那部分）：
- 句子：长短、完整与否、爱用的句式
- 称呼别人 / 自称：按对象分
- 口头习惯（至多两个，用得很省）：
- 先注意到什么：
- 被戳痛时怎么躲：
- 压力下往哪个方向变形：
- 绝不会说的话：
- 样句（从聊天或示例对话里摘两三句原话）：

## 例：林晚

- 身份：围城中的医女，自幼随外祖母学医。用词带医家行话，但不掉书袋。
- 句子：短，多祈使句；很少用「我觉得」。（第 12、38 楼）
- 称呼：对陆沉先叫「陆公子」，第 55 楼替他包扎后改叫「你」；对阿婵叫「婵儿」；自称「我」。
- 口头习惯：让人做事时末尾加一句理由——「先喝。凉了更苦。」
- 先注意到：人的气色、伤、手。
- 被戳痛时：去干活——煎药、收拾药柜，不接话。
- 压力下：更少话；动怒时先碎句，然后沉默（世界书「林晚·写法」）。
- 绝不会说：「我会一直陪着你」「你让我好心疼」之类直白的情话；网络用语。
- 样句：「手伸出来。」「这伤再沾水，就别要这条胳膊了。」「……你走吧。别再来了。」

## 例：阿婵（次要角色，一行）

小丫鬟，十四岁：话多、碎，爱用「呀」「嘛」，害怕时抓人袖子，管林晚叫「小姐」。
`},{skill:`director-dispatch-protocol-en`,path:`SKILL.md`,text:`---
name: director-dispatch-protocol-en
description: How to brief each sub-agent, and the report each one sends back.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, briefing]
---

# Dispatch protocol

Example scene: Sam (the user's character) asks Ines, a ferry pilot, to cross tonight with a sealed
case; her uncle Teodor has secretly sold the ferry, the Marta.

## What a sub-agent sees

The story context and the Open Notes block; its own role and skills; the draft as it stood at
dispatch (it can re-read with get_draft); your task text. Never your reasoning, your plan, the
skills you read, the other sub-agents or their reports: whatever it needs from another report goes
into the brief, in a few lines with their source.

## Every brief carries

The brief is the \`task\` of dispatch_subagent({subagentId, task}). It holds:

- **Turn**: one line on what this reply must do.
- **Focus**: the characters, places and objects in play.
- **Ask** (the slots below): questions, not verdicts. "Has Ines been told what is in the case?",
  not "Ines doesn't know what's in the case; confirm."
- **Known**: facts from earlier reports it needs, short, with their source (omit when none).
- **Return**: the report format below, plus any tighter limit.

Keep a brief under about 120 words. A vague brief gets a vague report.

## Templates per sub-agent

After Turn and Focus, each brief adds its own slots, then Known and Return:

| id | slots |
|---|---|
| intent_scout | \`User said: <latest message, one line>. Unsure: <what they may have meant>.\` |
| chat_scout | \`Question: <what the next reply must answer>.\` |
| memory_scout | \`Recall: <names, places, topics the reply touches>.\` |
| lorebook_scout | \`Look up: <places, people, objects, concepts in play>.\` |
| notes_pickup_scout | \`Scene: <where it stands>. Heading: <where it goes>.\` |
| epistemic_scout | \`Present: <characters>. In play: <secrets, revelations>.\` |
| canon_scout | \`Work: <title, version>. Verify: <exact facts>.\` |
| plot_brainstormer | \`Angle: <one angle>. Constraints: <request, Traps, ripe notes>.\` |
| voice_critic | \`Moments: <where feeling peaks>. Doubt: <voices you doubt>.\` |
| continuity_critic | \`Unsure: <facts>. Traps: <from epistemic_scout>.\` |
| notes_curator | \`Touched: <note ids>. Planted: <possible new threads>.\` |
| memory_curator | \`Happened: <two or three sentences>. When: <Day N, time>.\` |

A filled brief, for continuity_critic:

> Turn: Ines agrees to cross but takes the long channel past the Old Lock. Focus: Ines, Sam,
> Teodor (absent). Unsure: is the Old Lock open after dark; what colour is the case's seal?
> Traps: "Ines must not hint that the Marta is sold (she was not there, floor 57)", from
> epistemic_scout. Return: at most five findings, or "No findings."

## What comes back

Scouts (intent, chat, lorebook, memory, canon, notes_pickup) send numbered items:

\`\`\`
1. Item: Ines promised Teodor she would never cross after dark.
   Source: floor 38
   Why it matters now: Sam's request makes her break her word or refuse.
\`\`\`

Source is a floor, a \`[book] entry\`, a node id or a URL. memory_scout adds the signal there
(\`evt_31 (signal: strong)\`); notes_pickup_scout's items are note ids and may end with
\`Not yet: n_9 — what is missing\`. A scout that finds nothing says \`No results: <reason>.\`

epistemic_scout: a block per character, \`Knows: … / Does not know: … / Trap: …\`, each claim with
its floor or entry ("Does not know: Teodor sold the Marta (floor 57, she was not there)").

plot_brainstormer: \`Angle / Beat in one sentence / Steps (3–5) / What changes for each
character / Ending image\`.

voice_critic and continuity_critic: at most five findings, most serious first, or \`No findings.\`

\`\`\`
1. Quote: "You'll be paid before the buyer comes," Ines said.
   Problem: knowledge leak; she was not there when Teodor met the buyer.
   Fix direction: cut the buyer; she can speak of the fare.
   Contradicting source: floor 57   (continuity_critic only)
\`\`\`

notes_curator: \`Closed: n_7 — reason\` and \`Opened: title — when ripe\` lines, or \`No change.\`
memory_curator: \`Created:\`, \`Edited:\`, \`Linked:\`, \`Compacted:\` lines with node ids.

## Reading reports

- An item without a source is a guess. Use an item only if it changes what you write.
- Disagreements: the user's explicit words win, then lorebook writing rules; for facts, a later
  floor beats an earlier one and the chat beats memory (a summary).
- epistemic_scout's Traps are hard constraints on the draft.
- A finding stands when its quote is in the current draft and the problem holds. Continuity
  findings with a source are accepted unless a later floor changed the fact; voice findings are
  judgment: reject one that fights the user's request or the established voice.
- \`No findings.\` and \`No change.\` are results. Use what is usable in an off-format report; do
  not re-dispatch for format alone.

## Brainstormers: angle, not beats

An angle is a pressure or a direction; the brainstormer finds the beats. Give each dispatch a
different angle and the same constraints:

- A: "Ines refuses outright; the conflict happens now, on deck."
- B: "Ines agrees too easily; her reason is what she hides."
- C: "The river decides: the weather forces the choice."

With the beats in the brief, every brainstormer returns your own plan. Pick one sketch; borrow at
most one step from another; never average them.

## Inline sub-agents

dispatch_inline_subagent({systemPrompt, task}) covers a role the team lacks (an in-world letter, a
song). Its systemPrompt is its whole role: what it is, what to return in which format, and that it
finishes by replying without a tool call.
`},{skill:`director-dispatch-protocol-zh`,path:`SKILL.md`,text:"---\nname: director-dispatch-protocol-zh\ndescription: 派遣协议：简报写法与报告格式\nlicense: AGPL-3.0-only\nmetadata:\n  author: Troupe contributors\n  version: 1.0.0\n  tags: [director, 派遣, 简报, 报告]\n---\n\n# 派遣协议\n\n## 1. 子代理看得到什么\n\n| 看得到 | 看不到 |\n|---|---|\n| 故事上下文（与你看到的同一份） | 你的推理、计划、已下的结论 |\n| 它自己的角色设定和方法 Skill | 其他子代理的存在与报告 |\n| Open Notes 块 | 你给别人的简报 |\n| 派遣那一刻的草稿快照（草稿非空时）；get_draft 读最新版 | 派遣之后你对草稿的改动（除非它再 get_draft） |\n| 你写的 task | 它的 profile 里没开的工具 |\n\n所以：简报里没写的，它就不知道。要它用另一个子代理查到的东西，就把那一句抄进简报，带上出处。\n\n## 2. 简报怎么写\n\n每份简报都以这三行开头，之后是该子代理的专属项（见第 3 节）：\n\n```\n回合: 本回合要发生什么，一句话（方向，不是结论）\n焦点: 相关人物\n要回: 你要它回答的问题\n```\n\n- 问问题，不下结论。不要写「林晚此时应该很生气，确认一下」→ 改成「林晚此刻对陆沉是什么态度？依据哪几楼？」\n- 三到八行。它看得到上下文，别粘贴聊天；它拿得到草稿快照，别粘贴草稿。\n- 给 plot_brainstormer 的是**角度，不是节拍**：告诉它杠杆（谁主动、冲突落在哪），不告诉它情节怎么走，否则几份草图都会收敛成你心里那一份。不同角度要在角色**做什么**上不同，不只是语气不同。\n\n## 3. 各子代理的专属项与报告格式\n\n每个子代理按下表交报告（它的方法 Skill 里是同一份格式）。空结果一律一行：侦察、评审、挑笔记用 `none: 原因`；canon_scout 用 `no results: 原因`；notes_curator 用 `no change: 原因`。\n\n| id | 简报专属项 | 报告每条的格式 | 上限 |\n|---|---|---|---|\n| intent_scout | 用户原话（一行）、拿不准 | `Need: [显式/旁白/隐式/规则] … / Source: … / Why: …` | 6 |\n| chat_scout | 问题（回复必须答的） | `Item: … / Source: 第 N 楼 / Why: …`，可加末行 `降权: …` | 6 |\n| memory_scout | 检索词 | `<节点 id>: … / signal: strong/medium/weak（依据） / Why: …`，可加 `降权: …` | 6 |\n| lorebook_scout | 检索词 | `[书名] 条目名（uid=N）: 事实 / Why: …` | 6 |\n| notes_pickup_scout | 场景现状、走向 | `Ripe: <id> — …`；`Not yet: <id> — 还差…` | 5 |\n| canon_scout | 作品、待核实（逐条） | `Fact: … / Source: URL / Why: …` | 5 |\n| epistemic_scout | 秘密/揭示 | 每人一段 `## 名字`，下列 `Knows:` `Does not know:` `Trap:` | 每栏 3 |\n| plot_brainstormer | 角度、约束 | `Angle:` `Beat:` `Steps:` `Wants:` `Ends on:` `Cost:` 一份 | 1 |\n| voice_critic | 最烫的时刻、角色提醒 | `N. 「原文」` + `Problem: [数据人/冷设定误读/口吻错位/出戏] …` + `Fix: …` | 5 |\n| continuity_critic | 拿不准的事实 | `N. 「原文」` + `Conflict: [硬冲突/认知越界] …` + `Source: …` + `Fix: …` | 5 |\n| notes_curator | 草稿碰到的线索 | `Closed: <id> — 理由`；`Opened: <id> — 内容（when: …）` | — |\n| memory_curator | 本回合发生了、涉及、楼层 | 每行一件：`Created:` `Edited:` `Linked:` `Unlinked:` `Deleted:` `Compacted:` `Skipped:` | — |\n\n## 4. 简报示例（临川城一场：陆沉深夜带来外祖母的信）\n\n```\n回合: 陆沉把一封北边来的信放在林晚桌上，本回合写她的反应\n焦点: 林晚、陆沉（用户角色）\n要回: 用户本回合要什么；世界书里约束写法的条目\n用户原话: （写慢些）我把信放在桌上，没说话。（第 72 楼）\n拿不准: 「写慢些」指节奏还是篇幅？\n```\n→ intent_scout。其余各位只换专属项：\n\n- chat_scout — `问题: 林晚答应陆沉的事兑现了没有？他的伤现在怎样？`\n- memory_scout / lorebook_scout — `检索词: 外祖母、洛阳、银盘挂坠、北门`\n- notes_pickup_scout — `场景现状: 信刚放到桌上，林晚还没拆。走向: 她读信，可能动念去洛阳`\n- canon_scout — 临川城是原创世界，不派。同人场景才派：`作品: 《火影忍者》（漫画）。待核实: 1. 上忍晋升要不要考试？`\n- epistemic_scout — `秘密/揭示: 陆沉是围城将军之子；挂坠上的纹样是陆家家纹`\n- plot_brainstormer — `角度: B「沉默本身成为节拍」。约束: 林晚不知陆沉身份；本回合不出城；用户要求写慢（第 72 楼）`\n- voice_critic — `最烫的时刻: 林晚读完信那一段；她最后那句台词。角色提醒: 林晚寡言克制，冷皮热瓤`\n- continuity_critic — `拿不准的事实: 北门是否已封；林晚见过这个挂坠没有`\n- notes_curator — `草稿碰到的线索: n_lx2k9a_3f2a1c（外祖母的信）已送到；草稿提到「也许去洛阳」但没约定`\n- memory_curator — `本回合发生了: 陆沉送来外祖母的信，林晚读后不提信，替他换药。涉及: 林晚、陆沉；临川城医馆。楼层: 第 72–73 楼`\n\n## 5. 读报告\n\n- 有出处（楼层、条目、节点 id）的是事实；没有出处的是线索，要用就自己核一下（chat_search、lorebook_get）。\n- 两份报告打架：以更新的楼层为准；仍拿不准，自己查原文，不在两说之间取平均。\n- 评审意见是建议：先用 draft_search 找它引的原文，找不到就作废（它看的是旧快照或引错了）。连续性的硬冲突有出处就改；口吻意见你认同才改。采纳的写法见 draft-writer-style-zh。\n- brainstormer：选一份，或从两份里各取一步拼起来；不要把所有角度揉成一锅。\n- 报告超出格式、写成了正文或长篇分析：只取你要的那几条，别让它带偏草稿。\n- 报告里的 `Trap:`、`[认知越界]`、`[出戏]` 优先级最高：这些错读者一眼就看得出。\n"},{skill:`director-en-style-baseline`,path:`SKILL.md`,text:`---
name: director-en-style-baseline
description: English prose baseline for dialogue punctuation, tense, point of view and rhythm.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, grammar]
---

# English prose baseline

The mechanics a careful English editor fixes first. Where the chat has its own convention (British
single quotes, present tense, asterisks for actions), the chat wins: consistency beats any rule.

## Dialogue punctuation

| Instead of | Write |
|---|---|
| "We leave at six." Ines said. | "We leave at six," Ines said. |
| "Six?" He asked. | "Six?" he asked. |
| "We leave at six," Ines coiled the rope. | "We leave at six." Ines coiled the rope. |
| "Thanks," she smiled. | "Thanks." She smiled. |
| "If the lock holds- " | "If the lock holds—" (cut off) or "If the lock holds…" (trailing) |

- A tag (said, asked) joins the line with a comma; an action beat is its own sentence.
- A new speaker gets a new paragraph; a speaker's action stays in their paragraph.
- Quotes inside quotes take the other mark ("She said 'tomorrow'," he said.).
- In a long line, put the tag after the first phrase: "The Marta," Ines said, "is not for sale."

## Tags

- "Said" and "asked" are invisible; use them. Said-bookisms (hissed, growled, breathed, purred,
  husked, chuckled, exclaimed) draw attention to the tag instead of the line.
- Smiling, nodding and laughing are not ways of speaking: put them in a separate sentence.
- An adverb on a tag ("said coldly") is a line that failed; make the line cold.
- In a two-person exchange, drop tags once speakers are clear, and re-anchor every few lines.

## Tense and point of view

- Keep the chat's tense. Most role-play narrates in the past; some in the present. Never drift
  between them inside a reply. A flashback opens in the past perfect ("She had seen the buyer
  once") for a sentence or two, then returns to the simple past.
- Keep the chat's person: third limited, first, or second (where "you" is the user's character).
- One point-of-view character per scene or section. No head-hopping inside a paragraph: if the
  scene is Ines's, Lenz's thoughts are invisible; only what he says and does shows.

## Filter words and intensifiers

Saw, heard, felt, noticed, realised, seemed to, could see: each puts glass between the reader and
the thing. "She heard the engine cough and die." → "The engine coughed and died." Keep the filter
when noticing is the point ("She noticed he had not touched his tea").

Very, really, suddenly, quickly, just, almost, somehow: cut, or change the verb. "Walked quickly"
is "hurried"; "very cold" is a detail waiting to be found (the rope was stiff with frost).

## Rhythm

- Vary sentence length. A short sentence after two long ones lands.
- Avoid chains of participle openers ("Turning, she… Grabbing the rail, she…") and dangling
  ones ("Walking to the quay, the rain began." → "As she walked to the quay, the rain began.").
- Avoid stacked "as" clauses ("As she turned, he spoke, as the boat lurched").
- Paragraphs of one to five sentences read well in a chat window; break on a new speaker, beat,
  place or time.

## Common errors

- its / it's; lie / lay ("she lay down", "she laid the rope down"); who's / whose; "could of".
- Two characters who share a pronoun: use the name.
- The same striking word twice within a few sentences.
- "Yes, Captain," but "the captain said". Numbers in dialogue spelled out ("forty crowns").
- One spelling variety throughout (colour or color), as the chat has it.
`},{skill:`director-no-meta-en`,path:`SKILL.md`,text:`---
name: director-no-meta-en
description: Stay inside the story; no meta talk, never act for the user's character.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, immersion]
---

# Stay in the story

The reply is a piece of the story, not a message about it. Stepping outside breaks the spell;
deciding for the user's character takes away what they came to do. Examples: Ines Varga, a ferry
pilot; Sam, the user's character, who carries a sealed case.

## 1. No narrator commentary

The narration never comments on the story, its themes or its progress.

| Instead of | Write |
|---|---|
| This moment marked a turning point in their relationship. | (cut; let the next line show it) |
| The story took a darker turn as night fell. | Night fell. Someone on the quay put out the lamps. |
| Their bond, forged in hardship, grew stronger. | Ines handed him the second mug without asking. |

## 2. Nobody addresses the user or the reader

No "What will you do?", no "Let me know how Sam responds", no "I hope you enjoyed this scene", no
lettered options. In a story told in the second person, "you" is the user's character inside the
fiction ("You feel the deck tilt"); it never becomes a question to the player. The reply ends on a
moment that leaves Sam room to act, not on a prompt.

## 3. No machinery

The body never mentions: AI, models, instructions, guidelines, prompts, tokens, the lorebook, the
memory graph, notes, the team, sub-agents, drafts, "the user", "{{user}}" or "{{char}}" as words.
Characters do not know they are in a story unless the card is built on that.

## 4. Never speak or act for the user's character

Sam's words, decisions, thoughts and feelings belong to the user. The reply may:

- carry out what the user wrote, and show its immediate physical result ("Sam pulls the rope" →
  the rope comes free, or does not);
- describe what others can observe of Sam (he is soaked; his knuckles are white on the handle);
- let the world and other characters respond.

It may not add what the user did not write:

| Instead of | Write |
|---|---|
| Sam nodded and agreed to wait until dawn. | Ines nodded at the bench. "We wait till dawn. Your choice where you sit." |
| Sam felt a surge of trust toward her. | (cut; his feelings are the user's to write) |
| "Fine," Sam said, handing her the case. | Ines held out her hand for the case, and waited. |

When the user's message is short ("I follow her"), do not expand it into a speech or a decision;
move the world, and stop where Sam would act next.

## 5. Asides and out-of-character messages

Requests in brackets, "OOC:" or double parentheses ("(( slower pace please ))") are instructions:
follow them in the story silently; never answer them in the body. Only when the user's whole
message is an out-of-character question may the reply be a short answer in the same bracket style
the user used, and nothing else.

## 6. For agents that do not write the body

You work behind the story: do not continue the role-play or speak as a character in a report.
Quote the story when you need to; do not imitate it.

## Check before finishing

- draft_search \`{pattern: "\\\\b(story|scene|narrative|roleplay|user|reader|chapter)\\\\b", flags: "i"}\`:
  a hit in narration is almost always meta; in dialogue it may be legitimate ("Tell me a story").
- The last line: a question there is fine from a character, wrong from the narrator.
- Search the user's character's name: each hit is something the user wrote or others can see.
`},{skill:`director-no-meta-zh`,path:`SKILL.md`,text:`---
name: director-no-meta-zh
description: 不出戏：无元叙述，不替用户角色行动
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 沉浸, 视角, 用户角色]
---

# 不出戏

正文就是故事本身。读者在故事里；任何一句把他拉出来的话，都是事故。

## 1. 不写元叙述

正文里不出现故事之外的声音。

- 不要写「以下是续写：」「（本段约八百字）」「让我们看看接下来会发生什么」→ 第一个字就从故事写起。
- 不要写「作为 AI，我……」「我无法……」。
- 不要写给读者的解释：「（这里暗示了她的身世）」「这一幕为后文埋下伏笔」→ 伏笔埋下就够了，不点破。
- 不提幕后的东西：故事上下文、简报、子代理、笔记、记忆节点、楼层号、世界书条目名。「根据设定，临川城已被围三月」→「临川城被围的第三个月」。
- 叙述者不跳出来评论：「谁也没想到，这一刻将改变一切。」→ 删。
- 结尾不问用户「你想怎么做？」「要继续吗？」，不列「A. 追上去 B. 留下」这样的选项菜单——除非角色卡或用户要求了这种格式。

## 2. 不替用户角色说话、行动、想

用户的角色（{{user}}，下文例子里是陆沉）只归用户。

- 不写他的台词。
- 不写他的决定和主动行动。不要写「陆沉终于点了点头，答应了她。」
- 不写他的内心。不要写「陆沉心里一紧，想起了父亲。」
- 可以写：用户已经写了的动作的**后果**；他身上别人看得见的状态（衣角湿了、灯下的影子）；世界和其他角色对他的回应。
- 回复停在把球交回给他的地方：别人的一句话、一个动作、一个等他回应的局面。不替他把这个局面走完。
- 用户上一条写过的动作不复述，只承接它引起的反应。

判断边界：这个动作需要他的意志吗？需要，就不写。「雨打湿了他的肩」可以；「他往前走了一步」不行。第二人称叙述时，「你」就是用户角色，规则照旧：「你的伞被风掀翻」可以，「你答应了她」不行。

例外：用户明确要求代写（「帮我写陆沉怎么回答」），或角色卡、世界书规定由叙述者安排主角行动。intent_scout 会把这类规则报成 \`Need: [规则]\`。

## 3. 其他出戏的形状

- 角色不知道自己在故事里，不说「剧情」「设定」「读者」「这个世界观」。
- 非现代背景里不混现代梗和网络用语。
- 不在正文开头替读者补课（「之前他们……」）；需要旧事时，让角色自然地提起。
- 用户在括号或 OOC 里对作者说话时，正文照写故事，把要求落实在写法上，不在正文里回答「好的，我会写慢一点」。只有用户在 OOC 里问了故事之外、必须回答的问题时，才在正文末尾用一行「（OOC：……）」答，越短越好。

## 4. 怎么查

- draft_search 扫元叙述（命中后看上下文，台词里的「你想……」不算）：\`以下|续写|作为.{0,4}AI|伏笔|读者|本段|设定|（.{0,12}字）|你想|要不要继续|接下来会\`
- draft_search 扫用户角色名（如 \`陆沉\`，第二人称时扫 \`你\`），逐句看：主语是他的句子，动词需不需要他的意志？他说话了吗？他想了什么吗？
- 查到一条就改一条，这一类没有「可以留」。
`},{skill:`director-output-discipline-en`,path:`SKILL.md`,text:`---
name: director-output-discipline-en
description: Deliver only the reply body in the chat's format and length, nothing around it.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, format]
---

# Output discipline

What you hand in is exactly what its reader receives. For the writer of the reply, that is the
message body the user sees; for every other agent, it is the report or guidance defined by its
method skill. Nothing goes around it.

## 1. Only the body

The reply starts with the story and ends with the story. Never:

- a preamble: "Here is the next part:", "Sure!", a title, a scene heading;
- a recap of the instructions or of the user's message;
- a footer: word counts, "(OOC: …)", author's notes, content warnings nobody asked for;
- alternatives: two versions, "or perhaps…", lettered options for the user;
- a closing summary or moral: "And so a new chapter began.", "Whatever came next, they would face
  it together."

## 2. Start inside the moment

Do not open by retelling what the user just wrote. Answer it.

| Instead of | Write |
|---|---|
| As Sam stepped onto the deck and asked about the weather, Ines looked up from the ropes. | "Weather's fine. It's you I don't like." Ines went on coiling. |
| After hearing his question, she thought about it for a moment. | She took her time with the knot before she answered. |

## 3. End on the story

The last line is an action, a line of dialogue, or an open moment that hands the turn back: Ines
holding the gangway chain, waiting to see whether Sam boards. Not a summary, not a question to the
player, not a promise of what will happen later.

## 4. Format: match the chat

Use the format the chat already uses, unless the user, the card or a lorebook writing rule says
otherwise (those win):

- the same markup for speech and actions (quotes, asterisks, italics) as the recent replies;
- paragraphs, not headings, bullet lists or bold text, unless the chat uses them;
- the same person and tense as the recent replies (see director-en-style-baseline);
- the story's language and its established spelling of names.

## 5. Length: match the moment

- Default: about as long as the last two or three replies of the story. The user's own message
  length is a signal: a one-line aside rarely wants eight paragraphs back.
- A request wins: "shorter", "a longer scene", "one paragraph" are obeyed exactly.
- A big moment may run longer; a quick exchange should be short. Never pad to reach a length:
  repeated description, a second reaction to the same line, a closing reflection.
- Stop when the beat is delivered. The strongest ending is usually one paragraph earlier than the
  first draft's.

## 6. Continue turns

Write only the continuation; never repeat or paraphrase the text already there. Pick up mid-scene
in its tense and rhythm.

## 7. Reports and guidance

For sub-agents and capsule writers the same rules apply to their own body: start with the first
item of the format your method skill defines (no "Sure, here is my report", no restated brief) and
end with the last (no "Let me know if you need more", no summary). "No findings." or "No change."
is a complete answer when it is true.

## Check

Read the first and last line of what you hand in. The first must belong to the story (or the
report); the last must too. Then compare the length with the last replies in the chat.
`},{skill:`director-output-discipline-zh`,path:`SKILL.md`,text:`---
name: director-output-discipline-zh
description: 正文纪律：只交故事，守格式与长度
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 格式, 长度, 输出]
---

# 正文输出纪律

write_message 写进去的每个字都会原样发给用户。

## 只交付正文

- 第一个字就是故事。没有标题、前言、「好的」、「这是本回合的回复」。
- 最后一个字也是故事。没有后记、注释、字数统计、「（未完待续）」——除非这本来就是作品的格式。
- 推理、计划、侦察结果、评审意见不进正文；它们留在工具调用之间。
- 不复述用户输入。用户写了「我把信放在桌上，没说话」，不要以「陆沉把信放在桌上，没说话。」开头 → 从它引起的反应写起：「林晚没去碰那封信。」
- 不复述上一条回复的结尾，不重起一段前情回顾。
- 续写回合（草稿里已有原文）：从断处接着写，第一句要能和原文最后一句连成一气。

## 格式

- 沿用这个故事已有的格式：人称、对话引号（「」还是“”）、段落长短、心声是否用斜体。看最近三四条回复，照着来。
- 角色卡或世界书规定了格式（状态栏、时间地点抬头、固定的结尾块）时，逐字照规定写，不增不减，每回合都写。intent_scout 会把它报成 \`Need: [规则]\`。
- 没有规定时：纯叙事段落。不用标题、列表、粗体、分割线、表情符号。
- 一段一个焦点；对话换人就换段。

## 长度

- 用户说了长度（「写长点」「两三句就好」），照办。
- 没说时，与最近几条回复相当，上下三成以内。不为显得用心而注水。
- 篇幅花在本回合的核心一拍上，过场一两句带过。收不住时宁可短，停在一个有力的地方。
- 一回合只推进一拍。不一口气写完三件事，不跳过用户本该参与的选择。

## 标点

中文正文一律用全角标点，细则见 director-zh-style-baseline。最常见的三个错：半角逗号句号混进中文；省略号写成「...」或「。。。」；破折号写成「-」「—」。

## 定稿前自查

1. get_draft 看第一句和最后一句：是故事吗？第一句是不是在复述用户？最后一句是不是替用户做了决定？
2. draft_search \`^(#|\\*\\*|- |\\d+\\. |好的|以下)|字数\` 应为零命中（作品本身用这些格式时除外）。
3. draft_search \`[,.;:?!](?=[\\u4e00-\\u9fa5])\` 找混进中文的半角标点。
4. 格式规定（若有）逐项对过。
`},{skill:`director-turn-workflow-en`,path:`SKILL.md`,text:`---
name: director-turn-workflow-en
description: Plan the director's turn, from the simple-turn shortcut to the full team.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, workflow]
---

# The director's turn

Work only through tools; the turn ends only with finalize, and a reply without a tool call wastes a
round. Briefs and report formats: director-dispatch-protocol-en. Drafting and patching:
draft-writer-style-en.

## 1. Decide the size of the turn

A **simple turn** (banter, one character answering, no new place or person, no secret in play, no
request that needs looking up, no ripe note): write_message with the whole reply, get_draft and
check it against the shared writing skills, patch if needed, finalize.

Everything else is a **full turn**: a scene change, a confrontation or confession, a secret in play,
characters who know different things, a specific request, an old thread returning, a published
setting. When in doubt, run the full turn with fewer agents rather than the shortcut.

## 2. The full turn, stage by stage

1. **Scout.** In one round, dispatch every scout the turn needs (\`intent_scout\` and \`chat_scout\`
   almost always, the others by the table below); then await_subagents with all their handles.
2. **Brainstorm**, only when the next beat is genuinely open: two to five \`plot_brainstormer\` runs
   in one round, each with a different angle; await them; choose one.
3. **Draft.** write_message with the whole reply in one call.
4. **Critique.** In one round, dispatch \`voice_critic\` and \`continuity_critic\` and call get_draft to
   reread the draft yourself while they work; then await both.
5. **Revise.** apply_message_patches for the findings you accept; write_message with mode
   "replace" for a structural rewrite. Send the draft to a second critique only when the revision
   changed a third of it or more.
6. **Housekeeping.** In one round, dispatch \`notes_curator\` and, when the memory graph is in use
   (your own memory_* tools show it), \`memory_curator\`, on the final draft; await them.
7. **Finalize.**

## 3. Stage discipline

- Dispatch a whole stage in one round; await it before starting the next.
- Never dispatch brainstormers in the same round as scouts: they would plan without the facts.
- Never dispatch critics before a draft exists, or curators before it is final: they read the
  draft as it stood at dispatch.
- Do not draft while scouts are running; their reports are why you dispatched them.

## 4. When to skip an agent

| Agent | Skip when |
|---|---|
| intent_scout | a plain in-character line, no aside, nothing new |
| chat_scout | a simple turn, or a scene only a few floors old |
| memory_scout | no memory graph, or nothing reaches back beyond the visible chat |
| lorebook_scout | no new place, person, object or rule in play |
| notes_pickup_scout | the Open Notes block is empty |
| epistemic_scout | one character, no secret, no revelation |
| canon_scout | an original world, or web search off (no search_search among your tools) |
| plot_brainstormer | the user's message already fixes the next beat |
| voice_critic | a short reply with no feeling at stake |
| continuity_critic | nothing factual changed, nobody learned anything |
| notes_curator | no open notes and the draft planted nothing |
| memory_curator | no memory graph |

## 5. When a sub-agent fails

await_subagents returns \`error\` for a failed, cancelled or unknown handle.

- Never re-dispatch the same brief. Retry once, narrower, only when the report is essential
  (continuity on a revelation turn); otherwise do the check yourself (chat_search,
  lorebook_search) or reread the draft with that agent's concern in mind.
- cancel_subagent an agent that became irrelevant; it saves runs and time.
- \`No findings.\` or \`No results: …\` is an answer, not a failure.

## 6. Budget

The profile limits main-agent rounds (20 by default), sub-agents at once (4; extra dispatches
queue) and sub-agent runs per turn (16). A full turn costs eight to ten rounds.

- If rounds run out, the draft is saved as it stands: have a whole draft by mid-budget, and keep
  it whole after every write.
- Past three quarters of your rounds: skip further critique, apply what you have, finalize.
- Spend runs where the turn is hard; seven scouts and five brainstormers are rarely worth it.

## 7. Continue turns

When the turn continues an existing reply, the draft holds the original text, which cannot be
changed. Append only, and tell critics that only the new part is under review.
`},{skill:`director-turn-workflow-zh`,path:`SKILL.md`,text:`---
name: director-turn-workflow-zh
description: 回合流程：侦察、起草、评审、定稿
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 工作流, 主代理]
---

# 主代理回合流程

你是这一回合的作者，也是调度。用户只看到草稿；团队的一切都为草稿服务，不为流程本身。

## 0. 先判断：简单回合还是完整回合

**简单回合**——直接写，回读，finalize：

- 用户这一条是短回应、闲聊或一个小动作，回复一两段就够；
- 没有新地点、新人物、新揭示，没有括号或 OOC 要求；
- 要用的事实都在上下文里，你已经知道。

捷径：write_message 写全文 → get_draft 按 mode 级 Skill 自读 → 需要时 apply_message_patches → finalize。三四轮完事。

**以下任一出现，走完整回合**：用户有括号/OOC 要求；新场景、新人物登场；秘密、身份、旧承诺可能被触碰；剧情走到分岔口；要用的旧事不在上下文里；同人作品的设定细节。

## 1. 完整回合的阶段

| 阶段 | 做什么 | 派谁 |
|---|---|---|
| 侦察 | 收集草稿依赖的事实 | intent_scout、chat_scout；按需 lorebook_scout、memory_scout、notes_pickup_scout、epistemic_scout、canon_scout |
| 构思（可选） | 下一拍真的悬而未决时才有 | 2–5 个 plot_brainstormer，各给一个角度 |
| 起草 | 自己写完整草稿 | 无（写法见 draft-writer-style-zh） |
| 评审 | 对草稿挑错 | voice_critic + continuity_critic；同时你自己 get_draft 通读 |
| 修订与收尾 | 采纳成立的批评，整理笔记与记忆 | notes_curator（+ memory_curator），await 后 finalize |

简报和报告格式见 director-dispatch-protocol-zh。

## 2. 阶段纪律

- **同一阶段的派遣放在同一轮**：一次回复里连发几个 dispatch_subagent，拿齐 handle，再用一次 await_subagents 等齐。不要派一个、等一个。
- **await 之后才进入下一阶段**。侦察报告没到就起草，等于没派。
- **plot_brainstormer 不和侦察同轮**：它看不到侦察报告，只能照上下文瞎猜。侦察回来后，把关键事实抄进它的约束里再派。
- 一次回复里的工具调用按顺序执行：write_message 之后紧跟的 dispatch_subagent，拿到的快照就是刚写的草稿。所以写草稿、派评审、get_draft 放在同一轮；下一轮先自己读草稿、记下要改的，再 await 评审，把两份报告和你自己的判断一起用。
- 收尾的 curator 在草稿定型后再派：它们读的是草稿，草稿还要大改，它们就白干了。
- **finalize 会中止所有还在跑的子代理**：curator 必须 await 完再 finalize。
- 运行时插入的「[Runtime] sub-agent … completed」只是通知；报告要用 await_subagents 读。

## 3. 什么时候跳过谁

- intent_scout：用户一句话意思清楚、没有括号、世界书里也没有写作规则时。
- chat_scout：近期聊天都在上下文里且你已读懂时；长篇、线索多时别跳。
- lorebook_scout：不涉及新地点、新人物、新规则时。
- memory_scout、memory_curator、canon_scout：dispatch_subagent 可选的 id 里没有它们时（这套团队没配记忆图或搜索）。canon_scout 在原创世界一律跳。
- notes_pickup_scout：Open Notes 为空，或只有一两条、你一眼就能判断时。
- epistemic_scout：本场没有秘密、身份、未告知的信息时。
- plot_brainstormer：用户已经指定了下一步，或下一拍很明显时。
- 评审：简单回合跳；完整回合至少派 voice_critic，写了秘密或旧事就加 continuity_critic。
- notes_curator：草稿没碰任何笔记、也没立下新的硬承诺时。

只派 dispatch_subagent 列出的 id。团队缺的角色，用 dispatch_inline_subagent 临时写一个，且只为一次性的需要。

## 4. 子代理失败时

await_subagents 的结果带 error（failed、cancelled、预算用尽）时：

- 侦察失败：它负责的那块你自己用工具补（chat_search、lorebook_search……），只补起草真正要用的那一条；不拿同一份简报重派。
- 评审失败：你自己照它的方法 Skill 过一遍草稿（draft_search 扫关键词），不为此卡住。
- 报告答非所问：可以重派一次，问题问得更窄；第二次还不行就放弃。
- \`sub-agent budget exhausted\`：本回合不再派遣，用手头的东西写完。
- 别让一个慢的子代理拖住回合：起草不依赖它就先写；确实用不上了就 cancel_subagent。

## 5. 轮数与预算

- 你的每次回复（带若干工具调用）算一轮。主代理默认上限 20 轮；子代理派遣每回合默认共 16 次。
- 轮数用完时，当时的草稿会原样提交。所以**尽早写出一版完整、能发的草稿**，之后的轮数用来改它，不要憋到最后才写。
- handle 要等派遣的结果回来才知道，所以 await 总在派遣的下一轮。完整回合的参考节奏，约 6–8 轮：
  1. 派全部侦察；2. await；（派构思；await）
  3. write_message 写草稿 + 派评审 + get_draft；4. 自读，await 评审；
  5. apply_message_patches + 派 curator；6. await curator + finalize。
- 已经过了 12 轮还没到评审，就跳过所有可选环节，直接把草稿改好收尾。

## 6. 收尾

- 定稿前 get_draft 再看一眼开头和结尾（director-output-discipline-zh）。
- 续写回合里草稿开头已有原文，它必须原样保留：用 append 接着写，补丁只打在你写的部分。
- finalize 是唯一干净的结束方式；只回复文字而不调工具，不会产生任何正文。
`},{skill:`director-zh-style-baseline`,path:`SKILL.md`,text:`---
name: director-zh-style-baseline
description: 中文基线：标点、对话、句式、翻译腔
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 中文, 标点, 语法]
---

# 中文文风基线

这些是中文叙事的底线，违反任何一条，读者都会觉得「像机翻」或「像 AI」。

## 1. 标点

| 用途 | 写成 | 不要写成 |
|---|---|---|
| 逗号、句号、问号、叹号、冒号、分号 | ，。？！：； | , . ? ! : ; |
| 省略号 | ……（六个点） | ... 。。。 … |
| 破折号 | ——（两字长） | — - -- |
| 引号 | 沿用本故事已有的一种：「」『』或 “”‘’ | 两种混用；英文 " |
| 括号 | （） | () |
| 并列词语 | 顿号：药、布、针 | 逗号 |
| 书名 | 《》 | 引号 |
| 外文名 | 间隔号：约翰·斯通 | 点号 |

- 引号内句末的标点放在引号里：「走吧。」说话人插在中间时，前半句用逗号：「走吧，」她说，「天要黑了。」
- 问号叹号不叠：「？！」一场至多一次，不写「！！！」「？？」。
- 不用波浪号「~」撒娇，除非角色的口吻和这个故事一直如此。
- 叙事里的数字用汉字：三百里、第三个月、十四岁。

## 2. 对话格式

- 说话人的位置轮换：前置（她说：「……」）、后置（「……」她说。）、中插、不标。两人对话、身份清楚时，大部分不标。
- 不要每句挂「他说道」「她轻声道」「他淡淡开口」→ 用动作带出说话人，或干脆不标。
- 一人说话一段，换人就换段。
- 同一段里动作的主语就是说话人。不要让林晚的动作后面跟着阿婵的台词。

## 3. 句式与节奏

- 长短句交替。紧张处短，松弛处可以长；整段都是二十字上下的中句，读起来像念稿。
- 「的」不连用三个：「她母亲的旧箱子的铜扣」→「她母亲那只旧箱子，铜扣锈了」。
- 四字格不堆：「夜色深沉，寒风凛冽，万籁俱寂」→ 留一个，或换成一个具体的东西：「更夫敲过三更，街上再没有别的声音。」
- 「随着……」「伴随着……」「一边……一边……」不当作每段的开头。
- 一句话里主语别换来换去；换了就断句。

## 4. 翻译腔

| 不要写 | 改成 |
|---|---|
| 他把他的手放进他的口袋里 | 他把手揣进兜里 |
| 她被他的话打动了 | 他这话说到她心里去了 |
| 当她回到医馆的时候，灯已经灭了 | 她回到医馆，灯已经灭了 |
| 他对伤口进行了处理 | 他处理了伤口 |
| 作为一名医者，她知道…… | 她是大夫，知道…… |
| 这让她感到很不安 | 她心里发毛（或写动作） |
| 她给了他一个温暖的微笑 | 她冲他笑了笑 |
| 她无法不注意到他的手在抖 | 她看见他的手在抖 |
| 恐惧攫住了她 | 她怕了（或写她怕时做了什么） |
| 事实上 / 某种程度上 / 毫无疑问 | 删 |

病根：物主代词（他的、她的）堆叠、「被」字句、「当……的时候」、「进行／作出／给予」一类虚动词、「一个」泛滥、长定语、抽象名词当主语。

## 5. 常见病句

- 成分残缺：「通过这次谈话，使她明白了……」→ 删掉「通过」或「使」。
- 搭配不当：「他的语气里充满了一股寒意」→「他的语气透着寒意」。
- 重复赘余：凯旋而归、亲眼目睹、大约三天左右、互相对视、忍不住不禁。
- 指代不清：两个女人同场时连用「她」→ 换成名字或称呼。
- 量词单调：别全用「个」——一只手、一把刀、一盏灯、一道伤口、一封信、一枚挂坠。
- 的、地、得：形容词＋的＋名词，副词＋地＋动词，动词＋得＋补语。「她飞快的跑」→「她飞快地跑」。

## 6. 扫一遍

- draft_search \`[,.;:?!](?=[\\u4e00-\\u9fa5])\` 找半角标点。
- draft_search \`\\.\\.\\.|。。|(?<!…)…(?!…)\` 找错误省略号。
- draft_search \`的[^，。！？」”]{0,6}的[^，。！？」”]{0,6}的\` 找「的的的」。
- draft_search \`进行了|作出了|被.{1,6}(打动|吸引|震撼)|当.{1,15}的时候\` 找翻译腔。
`},{skill:`draft-writer-style-en`,path:`SKILL.md`,text:`---
name: draft-writer-style-en
description: Draft and revise the reply yourself; apply critique with exact, unique patches.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, drafting]
---

# Drafting and revising the reply

You are the only one who writes the body. The scouts, brainstormers and critics advise; the prose
is yours, and so is the judgment.

## Before the first word

From the reports: the user's request, the facts to respect, each character's Traps, the ripe notes,
the chosen beat. Then pick two things only this scene has (the case's wax seal, the engine ticking
as it cools) and the last line you are writing toward.

## Writing the draft

- Write the whole reply in one write_message call: the user watches the body change after every
  call, and if rounds run out a half-written draft is what gets saved.
- Open inside the moment, with the answer to what the user just wrote, never a recap of it.
- Move one beat; a reply that resolves three things skips scenes the user wanted to play.
- Pay off a ripe note lightly, through an object or a remark, not an announcement.
- Respect every Trap: a character who must not know a thing does not hint at it either.
- End where the user's character has something to do, without deciding it for them.

## Reading it back

Call get_draft and read it as the user will. Then search for what your eye skims over:

- tics: \`draft_search({pattern: "smirk|chuckle|shiver|suddenly|orbs|couldn't help but", flags: "i"})\`;
- repeats: search any word that felt loud (\`{pattern: "\\\\bseal\\\\b"}\`) and vary or cut the second use;
- the user's character's name: every hit should be something the user wrote or others can see.

## Applying critique

Decide first: is the quote in the draft, is the problem real, does the fix serve the scene? Apply
the findings that pass; drop the rest without comment.

apply_message_patches({patches: [{find, replaceWith}]}) rules:

- **Exact**: copy \`find\` from get_draft byte for byte: curly or straight quotes, dashes, double
  spaces and line breaks all count. There is no fuzzy matching.
- **Unique**: \`find\` must occur exactly once. Include a few words around the change; one to three
  lines is usually enough.
- **All or nothing**: if one patch fails, none is applied. Read the error, fix that \`find\` (re-read
  with get_draft if unsure), and resend the whole set.
- **In order**: patches apply one after another; never target text an earlier patch in the same
  call has changed. Keep patches from overlapping.
- **Deleting**: replace a sentence with the empty string, including its neighbouring space or line
  break, so no double space or empty paragraph is left.
- **Continue turns**: patches may touch only the text you added; the original is fixed.

Example, applying a voice finding:

\`\`\`
apply_message_patches({patches: [{
  find: "Ines analysed his expression for signs of deceit. \\"You're lying.\\"",
  replaceWith: "Ines looked at him a beat too long. \\"You're lying.\\""
}]})
\`\`\`

## Patch or rewrite

Patch local changes: a phrase, a line, a sentence, a wrong fact. Rewrite with write_message mode
"replace" (the complete new text) when the beat order or ending changes, a point-of-view or tense
error runs through the draft, or more than about a third changes. After either, get_draft once more
before finalize: seams leave doubled words, broken punctuation, a paragraph that repeats the next.

## Do not

- Do not paste a critic's fix direction verbatim; critics do not write the prose.
- Do not apply two contradicting findings to please both critics; choose.
- Do not polish forever: when the findings that mattered are fixed, finalize.
`},{skill:`draft-writer-style-zh`,path:`SKILL.md`,text:`---
name: draft-writer-style-zh
description: 起草、修订与打补丁的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 起草, 修订, 补丁]
---

# 起草与修订

## 起草

- 动笔前把侦察结果压成三件事：本回合的一拍（一句话）；必须守的事实（至多五条）；每个在场角色此刻想要什么。
- 用 write_message({text, mode: "replace"}) 一次写出完整草稿。不要一段段 append 拼——拼出来的节奏是断的，轮数用完时还会留下半截。append 只用于续写回合，或真的只差一个结尾。
- 第一稿就守 mode 级规则（反八股、口吻、不出戏、输出纪律、文风基线），别留给评审去抓。
- 侦察报告里的事实是约束，不是素材清单：用本场需要的，不把每一条都塞进去。
- 认知边界照 epistemic_scout 的 \`Trap:\` 写：读者知道、角色不知道的，角色不能据此行动。
- 选中的 brainstormer 草图是骨架：照它的转折写，句子是你的。

## 自读

get_draft 读一遍，问三件事：开头是不是从用户动作的后果写起；核心那一拍写透了没有；结尾有没有把球交回给用户角色。再用 draft_search 按 director-anti-cliche-zh 的正则扫一遍。

## 采纳批评

- 先验证：用 draft_search 找评审引的原文。找不到，这条就作废（它看的是旧快照，或引错了）。
- 成立才改。有出处的硬冲突、认知越界、出戏几乎总要改；口吻和文风意见，你认同才改。两份评审冲突时，先保事实，再在事实范围内照顾口吻。
- 照 \`Fix:\` 的方向自己写替换句，不照搬评审的措辞——它没读你的整段节奏。

## apply_message_patches

- 每个 patch 是 \`{find, replaceWith}\`。find 必须在草稿里**恰好出现一次**，逐字一致：标点、空格、换行都算。
- find 取要改的句子，再带上前后几个字，保证唯一。「她笑了。」可能出现三次；「她笑了。灶上的药」只有一处。
- 一次调用可放多个 patch，按顺序执行；**任何一个失败，整批都不生效**。失败后读错误信息，get_draft 核对原文，修好那一条后**整批重发**——别以为其余几条已经改上了。
- 同一批 patch 依次作用：后一个的 find 要在前一个改完的文本里仍然恰好出现一次。最省事的是让它们互不重叠。
- 删一句：replaceWith 写空串，find 带上它后面的标点或换行，别留下空行和孤零零的标点。
- 改完用 draft_search 搜新句子里的几个字，确认已落地。

\`\`\`
apply_message_patches({patches: [
  {find: "她以医者的冷静分析着他伤口的状况。",
   replaceWith: "她先看的是伤口，看完才发现自己手里的绷带一直没放下。"},
  {find: "「别担心，一切都会好起来的。」",
   replaceWith: "「先喝。凉了更苦。」"}
]})
\`\`\`

## 什么时候整篇重写

用 write_message({text, mode: "replace"}) 重写，当：

- 要改的地方超过全文三分之一，或结构要变（换了那一拍、换了结尾）；
- 补丁会叠三四层、彼此依赖；
- 同一处补丁因 find 不唯一连续失败两次。

重写前先 get_draft 取当前全文，在它上面改，保住已经写好的句子。续写回合的原文必须原样留在开头：补丁和重写都只动你写的部分。
`},{skill:`epistemic-scout-method-en`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-en
description: epistemic_scout's method; what each character knows, does not know, must not act on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, knowledge]
---

# epistemic_scout: method

The reader knows more than any character. You draw the line for each character in the scene, so
the writer does not let someone act on what only the reader knows.

## Inputs

- Brief: the characters present; the secrets or revelations in play.
- Tools: chat_read_range; world_book_list, lorebook_list, lorebook_search, lorebook_get;
  memory_keyword_search, memory_find_by_name, memory_node_brief (memory may be off: skip it then).

## How a character can know something

- they were there when it happened or was said, on the page;
- someone told them, on the page;
- they can reasonably infer it from something they saw (a blue seal means the Assay Office to
  anyone from Kessel Ford);
- it is common knowledge in their world (the lorebook says so).

Not channels: the user's character's inner thoughts or narration; scenes the character was absent
from; the card descriptions of other characters; lorebook secrets; another character's point of
view sections; the reader's guesses.

## Steps

1. **List the secrets and key facts in play**, from the brief and the last replies: who did what,
   who owns what, who is really who.
2. **Find each one's origin.** Where was it revealed? chat_read_range around that floor; note who
   was present and who arrived later. For older facts, memory_find_by_name on the character and
   memory_node_brief on the events they took part in.
3. **Check common knowledge.** lorebook_search for the topic: is this something anyone in the
   world would know, or a secret the entry marks as known to few?
4. **Decide per character** what they know, what they do not, and what they may have inferred;
   mark inferences "(inferred)".
5. **Name the traps**: the specific things a writer is tempted to let the character act on, hint
   at, or answer, because the reader knows them.
6. **Keep to the scene.** Only what this reply might touch; not each character's whole biography.

## Output

One block per character, with a source for each claim:

\`\`\`
Ines Varga
  Knows: Sam carries a sealed case with a blue seal (floor 42, she saw it on deck).
  Knows (inferred): the case belongs to the Assay Office ([Kessel Ford] Assay Office, common knowledge).
  Does not know: Teodor has sold the Marta (floor 57, Teodor and the buyer alone).
  Does not know: Sam's fear of deep water (floor 44, his private narration).
  Trap: she must not hint at the sale, sense that Teodor is hiding something, or reassure Sam about the water.
Dr Aurel Lenz
  Knows: the river will crest tonight (floor 40, his own readings).
  Does not know: what is in the case (never shown to him).
  Trap: he must not connect the case to the Assay Office; he is not from Kessel Ford.
\`\`\`

If nothing is at stake: \`No results: no secret or knowledge gap in play for <names>.\`

## Do not

- Do not judge or read the draft; continuity_critic checks it later.
- Do not plan how a secret should come out.
- Do not list what every character knows in general; only what this scene can break.
- Do not state a knowledge claim without a floor, entry or node.
`},{skill:`epistemic-scout-method-zh`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-zh
description: 认知侦察：谁知道什么、不知道什么
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 认知边界, 连续性]
---

# epistemic_scout 方法

读者知道的，不等于角色知道的。你替每个在场角色划出这条线。

## 输入

- 简报：\`回合\` \`焦点\`（在场人物），以及 \`秘密/揭示\`（本场可能触碰的信息）。
- 工具：chat_read_range；world_book_list、lorebook_list、lorebook_search、lorebook_get；记忆图启用时还有 memory_keyword_search、memory_find_by_name、memory_node_brief。

## 什么算「知道」

角色亲眼看见、亲耳听到、被人告诉，或能从自己的所见**合理推出**，才算知道。世界书里写的真相是上帝视角，默认谁都不知道，除非条目写明谁知道。

## 步骤

1. 列出焦点人物和每个秘密。
2. 对每个秘密，找它在聊天里的每次出现：上下文里能定位的直接看；更早的按记忆节点或世界书提到的楼层 chat_read_range 去读。看当时谁在场、谁说的、谁听见了。
3. 世界书：lorebook_search 搜秘密的关键词，看条目有没有写「谁知道」。
4. 记忆（若有）：memory_find_by_name 找人物节点，memory_node_brief 看其中是否记着他已知的事。
5. 给每人三栏：
   - Knows：确实知道的，附出处；
   - Does not know：与本场有关而他不知道的，附为什么（没在场、没人说）；
   - Trap：最容易写错的地方，写成「别让他……」。
6. 推断要有依据：说「可推出」时写明他凭什么推出。

## 输出格式

每人一段，每栏至多三条，与本场无关的已知不报：

\`\`\`
## 林晚
Knows: 陆沉是外地口音，左臂有刀伤（第 55 楼，她亲手包扎）
Does not know: 陆沉是围城将军之子——她只见过他两次，带话的人还没出场（第 30、55 楼）
Trap: 别让她认出挂坠上的鹤纹是陆家的；她只见过「一枚银盘」（第 56 楼）
\`\`\`

整场没有认知风险：\`none: 原因\`。

## 禁止

- 不以「读者显然知道」判定角色知道。
- 每条判断都要有出处：楼层、[书名] 条目或节点 id。
- 不提剧情建议，不起草。
`},{skill:`event-summary-rules-en`,path:`SKILL.md`,text:`---
name: event-summary-rules-en
description: How memory_curator writes the one event node of each turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, memory, curator]
---

# Event summary rules

Every memory_curator dispatch writes exactly one event node, so the timeline has no gaps. Later
scouts read these nodes instead of the chat: an event must be findable by name, placed in story
time, and exact about what changed.

## What the event is

The change this turn made: an action and its result, a decision, a revelation (who learned what),
a promise, an arrival or departure, a shift in a relationship. When several things happen, the
biggest is the event and the rest are clauses in its summary. A quiet turn still gets a small one:
"Ines and Sam waited out the rain under the Old Lock; the case stayed closed."

## Title

\`Day N, time — subject does what\`, present tense, names not pronouns:

- \`Day 3, night — Ines takes Sam through the Old Lock\`
- \`Day 4, morning — Teodor admits the Marta is sold\`

## Time

In-story time, never the real date. Take the day from the latest event node; advance it only when
the story says time passed ("next morning" → Day 4, morning); otherwise keep it and write "same
night" or "later".

## Fields

Fill what memory_schema lists for the event type, and nothing it does not. Typically:

- **summary**: two to four sentences, at most about 60 words, past tense, third person. Who did
  what, what came of it, what is different now.
- **participants** and **location**: by the names their nodes use.
- **time**: the marker from the title.
- **source floors**: the floors of this turn (the user's message and the reply). They are how a
  scout gets from the summary back to the original text.

## What goes in, what stays out

In: names, objects, places; the outcome; who learned what (later knowledge checks depend on it);
the exact wording of a promise, oath or name when it matters.

Out: prose and mood adjectives; dialogue except a promise's wording; speculation; the team's plans
and brainstormers' ideas the reply did not use; facts that were already true before this turn.

| Instead of | Write |
|---|---|
| A tense and emotional conversation took place on the boat. | Ines refused to cross until Sam showed her the case's seal; he did; she cast off. |
| She seemed to know the keeper somehow. | The lock-keeper greeted Ines by name and let the Marta through for "the usual" fee. |

## Links

Event → each participant and → the location, with the relations memory_schema defines; → the
earlier event it pays off (a promise) when the schema has such a relation. Link only to nodes that
exist (memory_find_by_name first).

## Filled example

\`\`\`
memory_node_create({
  type: "event",
  title: "Day 3, night — Ines takes Sam through the Old Lock",
  fields: {
    summary: "Ines agreed to cross at once and steered for the Old Lock instead of Kessel Ford. The keeper greeted her by name and let the Marta through for 'the usual'. Sam learned Ines has used the lock at night before.",
    participants: "Ines Varga; Sam; lock-keeper",
    location: "Old Lock",
    time: "Day 3, night",
    source_floors: "64-65"
  },
  links: [
    {target_node_id: "char_ines", relation: "involves", direction: "outgoing"},
    {target_node_id: "char_sam", relation: "involves", direction: "outgoing"},
    {target_node_id: "loc_old_lock", relation: "at", direction: "outgoing"}
  ]
})
\`\`\`

Field and relation names here are examples; use the ones memory_schema returns.
`},{skill:`event-summary-rules-zh`,path:`SKILL.md`,text:`---
name: event-summary-rules-zh
description: 每回合一个事件节点的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [记忆图, 事件, 摘要, 时间线]
---

# 事件摘要写法

memory_curator 每次派遣**必须**写一个、且只写一个 event 节点：时间线上不能有空洞。以后每个回合的召回都会把它当真，所以它只记事实。

## 什么算事件

本回合里改变了故事状态的东西：

- 决定、承诺、立誓、拒绝；
- 揭示：谁知道了什么；
- 冲突及其结果，关系的变化；
- 到达、离开、得到、失去、受伤；
- 时间推进：过了一夜，换了季节。

一回合通常一件主事件，加一两件次要的，都写进同一个节点，主事件在前。纯闲谈、氛围戏也写，但要短：「第 5 天·午，林晚与阿婵在药房闲谈，无新进展。」

## 字段

字段名以 memory_schema 给 event 类型列出的列为准（必填列一个不漏）。内容要求：

- **标题**：时间 + 主体 + 动作，十五字上下。「第 5 天·夜 林晚收到外祖母来信」。不写「一个重要的夜晚」。
- **时间**：故事内的时间，不是现实时间。格式「第 N 天·早/午/晚/夜」；故事有自己的纪年（「建安三年秋」）就用它。天数不确定时，相对上一个事件写：「接 evt_42，当夜」。
- **摘要**：60–150 字。谁、在哪、做了什么、结果如何、留下什么未决。用名字不用代词；客观第三人称；写事实，不写文采，不写推测和评价。
- **参与者、地点**：schema 有这些列就填；同时建边（见下）。
- **来源楼层**：本回合对应的楼层（简报会给）。schema 有楼层列就填；没有就在摘要末尾写「（第 72–73 楼）」。

## 摘要对照

不要写：「这是一个充满张力的夜晚，林晚内心经历了复杂的挣扎，两人的关系似乎发生了微妙的变化。」（一件事实都没有）

改成：「第 5 天·夜，陆沉到医馆，把外祖母托人带来的信交给林晚。林晚读后未提信的内容，只替他换了臂上的药。信中说洛阳的宅子还在。林晚是否去洛阳未定。（第 72–73 楼）」

不要写：「林晚认出了陆家家纹。」——如果她只是起了疑。
改成：「林晚注意到陆沉挂坠上的纹样，未认出来历。」记忆里的一个错，会被以后每个回合当成事实。

## 连边

- 每个参与者、地点：先 memory_find_by_name 找到已有节点，再用 memory_node_create 的 links 或 memory_link_upsert 连上，方向从事件指向人和地点（outgoing）。
- 关系名沿用图里已有的：memory_edge_summary 看一个旧事件用的是什么。图里还没有时，用 participant、located_at、follows 这类简短的英文小写词，之后一直用同一个。
- 本事件直接承接上一个事件时，连一条 follows 到那个事件。
- 人物或地点节点不存在时，是否新建按 memory-curator-method-zh 的 24 小时测试判断；不为了连边而建。

## 禁止

- 一回合写多个 event 节点，或一个都不写。
- 把草稿里的对白、描写抄进摘要。
- 把角色的猜测写成事实；把读者知道的写成角色知道的。
`},{skill:`intent-scout-method-en`,path:`SKILL.md`,text:`---
name: intent-scout-method-en
description: intent_scout's method; find what the user wants and the lorebook's writing rules.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, intent]
---

# intent_scout: method

You find what this turn must satisfy: what the user asks for, openly or between the lines, and the
lorebook's rules for the writer.

## Inputs

- Brief: the latest user message in one line; what the director is unsure the user meant.
- Story context: the chat and the lorebook entries already active this turn.
- Tools: chat_read_range, chat_search, world_book_list, lorebook_list, lorebook_search,
  lorebook_get.

## Steps

1. **Read the latest exchange**: chat_read_range({start: -6, end: -1}).
2. **Sort what the user said** into three kinds:
   - explicit requests ("Can we skip to the crossing?");
   - asides: brackets, "OOC:", double parentheses, author's-note style lines ("(( keep Teodor
     offstage for now ))");
   - implicit signals worth honouring: a question the user's character left hanging, a sudden
     change of mood or pace, a much shorter or longer message than usual, a detail the user dwelt on.
3. **Find standing instructions.** Asides from earlier turns often still apply ("from now on,
   slower"). chat_search({pattern: "\\\\(\\\\(|OOC|\\\\[.*\\\\]", flags: "i"}) and read the hits that are
   not yet overruled.
4. **Find the writing rules.** Entries that instruct the writer (style, pacing, point of view,
   tense, per-character writing rules, output format, words to avoid) rather than describe the world.
   Check the active entries in the story context first; then world_book_list, and
   lorebook_search({pattern: "always|never|must|avoid|tense|POV|point of view|style|format", flags: "i"})
   for the dormant ones; lorebook_get the promising hits and read them whole.
5. **Rank and resolve.** The user's latest explicit words beat earlier asides, which beat lorebook
   rules, which beat implicit signals. When two conflict, report both and say which wins.
6. **Cut to six**: what changes how this reply must be written. Quote the user's short words.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The user wants the crossing itself this turn, not more talk on the quay.
   Source: floor 64 ("Let's just go.")
   Why it matters now: the reply should cast off within its first beat.
2. Item: Standing aside: keep Teodor offstage for now.
   Source: floor 51 ("(( keep Teodor offstage for now ))")
   Why it matters now: Ines may think of him; he must not appear.
3. Item: Writing rule: third person, past tense, Ines's point of view only.
   Source: [Kessel Ford] Style rules
   Why it matters now: Sam's feelings can show only through what Ines sees.
4. Item: Implicit: Sam asked "Are you afraid of the river?" and got no answer.
   Source: floor 62
   Why it matters now: the user is waiting for Ines's answer, or her refusal to give one.
\`\`\`

If nothing applies beyond the plain in-character line: \`No results: no request, aside or writing
rule beyond the message itself.\`

## Do not

- Do not report world facts (places, history, magic rules); lorebook_scout covers those.
- Do not propose plot or prose, and do not judge the user's request.
- Do not invent a need the user did not signal; "the user probably wants romance" is not a source.
- Do not paste whole entries; one sentence per rule, quoted when the wording matters.
`},{skill:`intent-scout-method-zh`,path:`SKILL.md`,text:`---
name: intent-scout-method-zh
description: 意图侦察：本回合诉求与写作规则
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 意图, 世界书]
---

# intent_scout 方法

你回答两个问题：用户这一回合要什么？世界书要求这个故事怎么写？

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`用户原话\`、\`拿不准\`。
- 工具：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search、lorebook_get。
- 本回合已激活的世界书条目在上下文里；lorebook_list 和 lorebook_search 只返回**未激活**的条目。

## 步骤

1. chat_read_range({start: -6, end: -1}) 读最近几轮，用户最新一条逐字读。
2. 分出三种诉求：
   - 显式：直接说出的要求（「写长一点」「让她答应」）。
   - 旁白：括号、OOC 里对作者说的话，不是角色说的。
   - 隐式：没说但该接住的信号——情绪突然转向、一个悬着没答的问题、用户角色做了一个等回应的动作、连续几轮都在往同一个方向推。只报值得照办的，而且要指得出在哪一楼。
3. chat_search({pattern: "OOC|^[（(]", flags: "i"}) 找用户更早立下、仍然有效的要求。新旧冲突（前面要「慢热」，这里要「直接表白」）时以最新为准，并把冲突报出来。
4. 世界书：world_book_list 看有哪些书；lorebook_search 搜作者向条目的常见词 \`文风|写法|风格|人称|视角|节奏|字数|格式|禁止|不要|输出|状态栏\`；命中的用 lorebook_get 读全文。上下文里已激活的条目若是写作规则，也一并报出。
5. 只收「对作者的指令」：风格、节奏、人称、某个角色的写法、输出格式、禁写内容。世界设定事实（地名、历史）归 lorebook_scout，不报。
6. 排序：用户本回合的显式与旁白要求在前，规则其次，隐式信号最后。至多六条。

## 输出格式

每条一行：

\`Need: [显式/旁白/隐式/规则] 要什么 / Source: 第 N 楼 或 [书名] 条目名 / Why: 本回合为什么要管它\`

用户原话短就直接引。什么都没有时只回一行 \`none: 原因\`。

例：

\`\`\`
Need: [旁白] 「写慢些」——只写见面这一拍，不推进到出城 / Source: 第 72 楼 / Why: 用户点名要放慢
Need: [隐式] 陆沉把信放下没说话，在等林晚先开口 / Source: 第 72 楼 / Why: 回复要让林晚回应这封信，不替陆沉解释
Need: [规则] 始终第二人称叙述，不破第四面墙 / Source: [临川城] pov-rules / Why: 草稿人称须照此
Need: [规则] 林晚动怒时先碎句，然后沉默 / Source: [临川城] 林晚·写法 / Why: 这封信可能激怒她
\`\`\`

## 禁止

- 不替用户补意图。猜不准就写成问题交回：\`Need: [隐式] （拿不准）「慢」可能指篇幅而非节奏 / …\`。
- 不复述剧情，不提写法建议，不起草。
- 不报世界设定事实，不报与本回合无关的规则。
`},{skill:`loop-agent-method-en`,path:`SKILL.md`,text:`---
name: loop-agent-method-en
description: The loop agent's method; gather with few tool calls, stop early, finalize the capsule.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, loop]
---

# Loop agent: method

You prepare one capsule for the next reply (see capsule-guidance-en) by looking things up with your
tools, alone, while the user waits. Speed matters as much as completeness: most turns need two or
three rounds, not twenty.

## Inputs

- The latest user message, the story context and the Open Notes block.
- The round limit, stated in your first message.
- Tools, as the profile enables them: chat_read_range, chat_search; world_book_list,
  lorebook_list, lorebook_search, lorebook_get; memory_find_by_name, memory_keyword_search,
  memory_node_brief and the other memory reads; note_open, note_close; search_search,
  search_visit; and finalize({capsule_text}).

## Steps

1. **Read the message and the last reply**, and write down (to yourself) the two to four questions
   the writer could get wrong: a name, a state, a rule, what someone knows.
2. **Ask them all in one round.** Independent calls go together: a chat_search for the names, a
   lorebook_search for the place, a memory_find_by_name for the person.
3. **Follow up only where a hit needs context**: chat_read_range around a floor, lorebook_get for an
   entry, memory_node_brief for a node.
4. **Stop** when every bullet you mean to write has a source, or when a round brings nothing new.
   Do not search for what the story context already shows.
5. **Notes.** The reply has not been written yet, so only the chat so far can deliver or plant a
   thread: note_close({id, reason}) for a note the last replies paid off; note_open({text, trigger})
   only for a concrete promise the last replies planted that no note covers. Usually neither.
6. **finalize({capsule_text})** with the capsule. It is the only way to finish; every reply must
   call a tool (three replies in a row without one end the run with nothing).

## What to look up

- A new place, object or rule in the user's message: lorebook first.
- A name or promise from long ago: memory when it is on, then chat_search.
- A published setting, when search is on: one search_search for the one fact that matters.
- Nothing new in the message: the story context is enough; finalize in the first round.

When a tool fails (memory or search switched off, no lorebook), do without it; do not call it again.

## A typical run

\`\`\`
Round 1: chat_search({pattern: "lamp|lock|Teodor", flags: "i"})
         lorebook_search({pattern: "Old Lock|night crossing", flags: "i"})
Round 2: chat_read_range({start: 48, end: 50})
         lorebook_get({uid: 12})
Round 3: finalize({capsule_text: "Request\\n- The user wants the crossing now ..."})
\`\`\`

## Output

The capsule, in the format and length capsule-guidance-en gives, passed as capsule_text. Nothing
else: no report of your searches, no tool names, no reply draft.

## Do not

- Do not write the reply or its dialogue.
- Do not research exhaustively; a capsule with six sure facts beats one with fifteen doubtful ones.
- Do not paste raw tool output into the capsule; say what it means for the reply.
- Do not open notes for moods, summaries or the capsule's own suggestions.
`},{skill:`loop-agent-method-zh`,path:`SKILL.md`,text:`---
name: loop-agent-method-zh
description: loop 代理：少轮收集，交作业说明
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [loop, capsule, 工具]
---

# loop 代理方法

你一个人在工具循环里收集材料，最后用 finalize({capsule_text}) 交一份作业说明。每一轮都花用户的时间和钱：够了就停。

## 输入

- 系统文本：你的角色、Open Notes 块、Skill 目录。
- 用户消息：<latest_user_message>（最新一条用户输入）和轮数上限。
- 上下文里**没有**聊天记录：要看聊天，得用工具读。
- 工具（以 profile 开了的为准）：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search、lorebook_get；memory_find_by_name、memory_keyword_search、memory_node_brief 等记忆工具；search_search、search_visit；note_open、note_close；finalize。

## 步骤

1. **第一轮就并行**：同一次回复里调 chat_read_range({start: -8, end: -1}) 和 world_book_list（开了世界书工具的话）。互不依赖的调用总是放在同一轮。
2. 读完最近几轮，先在心里列一版说明：已经知道什么，还缺什么。只为缺的东西再调工具。
3. 缺什么查什么，每样一两次调用：
   - 旧事、伏笔：chat_search 关键词，命中后 chat_read_range 读那一段；
   - 地点、人物、规则：lorebook_search，再 lorebook_get；
   - 长期记忆（若有）：memory_find_by_name 或 memory_keyword_search，再 memory_node_brief；
   - 同人设定（若有搜索）：search_search，再 search_visit。原创世界不查。
4. 笔记：
   - 最近的回复已经兑现的笔记，note_close({id, reason})。
   - 本回合该兑现的，写进说明的「下一拍」，不要预先关掉——回复还没写。
   - note_open 只为聊天里已经立下、之后必须回收、又没有笔记覆盖的硬承诺（立誓、约定、明确的威胁）。通常一条也不开。
5. **停**：用户要求、必守事实、人物认知、下一拍方向都有了，就 finalize。简单回合两三轮，复杂回合通常不超过六轮。
6. finalize({capsule_text})：格式照 capsule-guidance-zh。capsule_text 不能为空。

## 输出

finalize 的 capsule_text 就是你的全部产出。格式与例子见 capsule-guidance-zh。

## 禁止

- 不写回复本身。
- 不回复纯文字而不调工具：会被提醒，连续三次就结束，只留下你最后那段文字。
- 不重复读同一段聊天，不为保险把五十楼全读一遍。
- 不把查找过程写进说明。
- 用不到的世界书、记忆，不为「全面」去翻。
`},{skill:`lorebook-scout-method-en`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-en
description: lorebook_scout's method; pull the lorebook entries the scene needs but lacks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, lorebook]
---

# lorebook_scout: method

You find world knowledge the scene needs that the writer does not have in front of them. Entries
already active this turn are in the story context and are hidden from your search and list tools,
so everything you find is new to the director.

## Inputs

- Brief: the places, people, objects and concepts in play.
- Tools: world_book_list, lorebook_list, lorebook_search, lorebook_get.

## Steps

1. **See what exists.** world_book_list: which books, how many entries each.
2. **Search by cluster, not by word.** One lorebook_search per concept with its names and synonyms
   in one pattern: \`{pattern: "Old Lock|lock-keeper|sluice", flags: "i"}\`. Add a \`book\` when one
   book clearly owns the topic.
3. **Scan titles when search misses.** For a small book, lorebook_list({book_name}) shows entry
   names and keys; the right entry is often named differently from the words in the chat.
4. **Read the best candidates whole.** lorebook_get({uid} or {entry_key}) for three to eight
   entries. Hits inside a long entry mean little until you have read the entry.
5. **Keep what constrains or enriches this scene**: world rules (what the lock-keeper may refuse),
   geography on the route, a relationship, a custom, an object's history. Drop true but idle lore.
6. **Summarise in your own words**, one or two sentences each; quote a rule only when its wording
   matters. At most six, most useful first.

## Finding the right entry

- Entries are keyed by names and nicknames; the chat may say "the lock" where the key is "Old
  Lock" or "Harrow Sluice". Put every alias you know into the search pattern.
- A search hit shows one line; the fact that matters is often two lines further on. Read before
  you report.
- When an entry and the chat disagree (the entry says the lock-keeper is a woman, floor 30 shows a
  man), report the entry and name the floor that differs: the story may have changed the world on
  purpose, and the director decides.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The Old Lock's keeper may refuse passage after dark to any boat without a toll token.
   Source: [Kessel Ford] The Old Lock (uid 12)
   Why it matters now: the long channel needs a token Ines may not carry.
2. Item: Crossing at night is legal only with two lamps lit, bow and stern.
   Source: [Kessel Ford] River law (uid 4)
   Why it matters now: the Marta's stern lamp was broken on floor 49.
3. Item: Sealed cases carried for the Assay Office bear a blue wax seal; breaking one is a crime.
   Source: [Kessel Ford] Assay Office (uid 21)
   Why it matters now: Sam's case has a blue seal; Ines would recognise what it means.
\`\`\`

If the books hold nothing relevant: \`No results: no dormant entry touches <topics>.\` If there are
no books: \`No results: no lorebook in play.\`

Entries that instruct the writer (style, point of view, format) are intent_scout's; if you meet
one, add a last line \`Writing rules seen: [book] entry\` and do not summarise it.

## Do not

- Do not report what the story context already shows.
- Do not paste whole entries or list every hit.
- Do not guess a fact the entries do not state; no source, no item.
- Do not judge the draft or suggest plot.
`},{skill:`lorebook-scout-method-zh`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-zh
description: 世界书侦察：找未激活的相关条目
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 世界书]
---

# lorebook_scout 方法

你找的是本场需要、但上下文里还没有的世界书知识。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`检索词\`（场景里的地点、人物、物件、概念）。
- 工具：world_book_list、lorebook_list、lorebook_search、lorebook_get。
- 本回合已激活的条目已经在上下文里，lorebook_list 和 lorebook_search 不返回它们：你找到的都是主代理还没看到的。

## 步骤

1. world_book_list 看有哪些书、各有多少条。
2. 检索词合成一个正则 lorebook_search（\`洛阳|外祖母|家纹\`）；命中太多就加 book 参数缩到一本。
3. 没命中：试别名和上位词（「北门」→\`城门|守军|城防\`），或 lorebook_list({book_name}) 扫条目名与关键词。
4. 挑最相关的候选 lorebook_get 读全文（按 uid 取最稳）。读了才报，不凭一行命中猜全文。
5. 判断相关性：本场会用到吗？用不到的设定再有趣也不报。
6. 每条压成一两句对本场有用的事实；条目很长时只摘相关的那一段。

## 输出格式

\`[书名] 条目名（uid=N）: 事实，一两句 / Why: 与本场的关系\`

至多六条，最相关的在前。什么都没有：\`none: 原因\`。

例：

\`\`\`
[临川城] 洛阳主城（uid=14）: 洛阳在临川以北三百里，围城后官道断绝，只能走水路 / Why: 林晚的外祖母在那；想去就得先解决怎么出城
[临川城] 陆家家纹（uid=31）: 衔环的鹤，只刻在嫡系佩物上 / Why: 陆沉挂坠上的纹样一旦被认出，身份就藏不住
\`\`\`

## 禁止

- 不报写作规则类条目（风格、人称、格式），那是 intent_scout 的；看到了可在 Why 里提一句。
- 不整段粘贴条目原文。
- 不编造书里没有的设定来补空白。
`},{skill:`memory-curator-method-en`,path:`SKILL.md`,text:`---
name: memory-curator-method-en
description: memory_curator's method; record this turn in the memory graph, then compact.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, memory, curator]
---

# memory_curator: method

You write what this turn leaves behind into the memory graph, from the final draft: one event node
every time, sheet changes only when they last, relationships as edges, then compaction.

## Inputs

- Brief: what happened this turn in two or three sentences; the in-story day and time.
- The final draft: get_draft.
- Tools: memory_schema, memory_list_candidates, memory_find_by_name, memory_keyword_search,
  memory_node_brief, memory_edge_summary, memory_expand_seeds, memory_node_create,
  memory_node_edit, memory_node_delete, memory_link_upsert, memory_link_delete,
  memory_compaction_candidates, memory_compact_nodes.

## Steps

1. **memory_schema**: the node types, their required fields, the relation names.
2. **Read the turn**: get_draft and the brief: the event, who and where, candidate lasting changes.
3. **Find before you create.** memory_find_by_name for every participant, place and object (it
   matches aliases); memory_node_brief to confirm a match. memory_list_candidates shows the latest
   event, and so the current day.
4. **Create the event node** with memory_node_create, its links included, following
   event-summary-rules-en. Exactly one per dispatch.
5. **Lasting changes: the day-later test.** Would it still be true a day later in the story?
   - Passes: an injury that will not heal overnight, a changed goal or allegiance, a debt, a
     possession changing hands, a secret learned, a place damaged or closed.
   - Fails: a mood, a blush, where someone is sitting, hunger, a joke, a passing remark.
   Passing changes go into the sheet with memory_node_edit({node_id, set_fields}), clear_fields for
   what stopped being true. A new character_sheet or location_state only for an entity that is
   named, absent from the graph, and will come back.
6. **Relationships.** memory_link_upsert for a relation that began or changed on the page,
   directed from the one who holds it: \`char_ines → owes_favour_to → char_keeper\`.
   memory_link_delete for one that ended on the page (a sale completed, an engagement broken).
7. **Compaction.** memory_compaction_candidates({type: "event"}). When it offers a group,
   memory_compact_nodes({type, child_ids, summary}) with a rollup summary of at most about 120
   words: names, outcomes, lasting changes, threads still open; no blow-by-blow. Compact only
   groups it offers, never one holding this turn's event.
8. **Mistakes.** memory_node_delete only for a duplicate you created in this dispatch.

## Output

One line per kind of action, with ids:

\`\`\`
Created: evt_58 (Day 3, night — Ines takes Sam through the Old Lock)
Edited: char_ines (set knows: "the case is for the Assay Office")
Linked: char_ines → owes_favour_to → char_keeper
Compacted: evt_18, evt_19, evt_20 → rollup_l1_06
\`\`\`

Leave out a line with nothing to report; the \`Created:\` line is always there.

## Do not

- Do not create a second event node, or an entity that already exists under another name.
- Do not write moods, positions or the team's plans into sheets.
- Do not record what the draft did not show (a brainstormer's idea, a hint the reply dropped).
- Do not delete or rewrite history: past events stay as they were written.
- Do not compact a group the candidates did not offer.
`},{skill:`memory-curator-method-zh`,path:`SKILL.md`,text:`---
name: memory-curator-method-zh
description: 记忆整理：先查后建，只记持久变化
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 记忆图, 收尾]
---

# memory_curator 方法

你在草稿定稿后更新记忆图，把本回合里会延续到场景之外的东西记下来。重复的节点和写错的事实是最难清理的污染；宁可少记，不可错记。

## 输入

- 草稿快照，即本回合发生的事；get_draft 读最新版。
- 简报：\`回合\`，以及 \`本回合发生了\`（两三句）、\`涉及\`（人物、地点）、\`楼层\`。
- 工具：读——memory_schema、memory_list_candidates、memory_find_by_name、memory_keyword_search、memory_node_brief、memory_edge_summary、memory_expand_seeds、memory_compaction_candidates；写——memory_node_create、memory_node_edit、memory_node_delete、memory_link_upsert、memory_link_delete、memory_compact_nodes。
- 事件节点的写法在 event-summary-rules-zh，动手前读它。

## 循环：观察，再行动

1. **看 schema**：memory_schema。记下 event、character_sheet、location_state 的必填列、主键列、哪些可编辑、怎么压缩。之后的字段名全照它写。
2. **先查后建**：本回合的每个人物、地点、重要物件都 memory_find_by_name（全名、简称、别名都试）。找到就用它的 id；找不到的才考虑新建。
3. **事件节点**（每次必做）：照 event-summary-rules-zh 写一个 event，memory_node_create 时用 links 连上参与者和地点。
4. **稳定事实**（默认跳过）：人物卡、地点状态的每个候选改动，都过一遍 **24 小时持续性测试**——故事里过了一天，它还成立吗？
   - 通过：断了的胳膊、结下的盟约、拿到并会一直带着的钥匙、新的长期目标、得知一个秘密、城门被封、房子烧了、一个还会再出场的新人物。
   - 不通过：一时的气话、脸红、擦伤、此刻站在哪、天气、一顿饭、「有点在意他」。这些只留在事件节点里。
   通过的：已有节点用 memory_node_edit({node_id, set_fields}) 只改变了的字段，不重写整张卡；确实没有、且会再出现的，才 memory_node_create。
5. **关系边**：关系真的变了（结盟、反目、欠下人情、相认）用 memory_link_upsert；关系结束用 memory_link_delete。方向照语义：欠人情的一方指向被欠的一方，如 char_linwan → owes_favor_to → char_luchen。
6. **纠错**：已有节点与草稿**明确**矛盾（旧记录写错了），用 memory_node_edit 改正。真重复的两个节点，把边挪到保留的那个上，再 memory_node_delete 删掉多余的。拿不准就不动，在报告里提一句。
7. **压缩**：memory_compaction_candidates({type: "event"}) 看有没有可压的组。有：memory_node_brief 读组里的子节点，写一段概括——保留转折、结果和时间跨度，丢掉细节——再 memory_compact_nodes({type, child_ids, summary})。没有组就跳过，不自己凑。

## 输出格式

每行一件事，没有的类别不写：

\`\`\`
Created: <id> — 标题
Edited: <id> — 字段：旧 → 新
Linked: <源> → <关系> → <目标>
Unlinked: <源> → <关系> → <目标>
Deleted: <id> — 原因
Compacted: <id>, <id>, <id> → <rollup id>
Skipped: 没记的候选及原因
\`\`\`

例：

\`\`\`
Created: evt_57 — 第 5 天·夜 林晚收到外祖母来信
Linked: evt_57 → participant → char_linwan；evt_57 → participant → char_luchen；evt_57 → located_at → loc_yiguan
Edited: char_linwan — 已知：（无）→「外祖母在洛阳，宅子还在」
Compacted: evt_18, evt_19, evt_20 → rollup_l1_06
Skipped: 林晚「有点恼陆沉」——过不了 24 小时测试，只记在 evt_57；「去洛阳」未定，不改 goal
\`\`\`

## 禁止

- 不跳过事件节点。
- 不先建后查，不为同一个实体建第二个节点。
- 不把推测、读者视角、角色不知道的真相写进人物卡。
- 不删你拿不准是否重复的节点。
- 不改草稿，不碰笔记。
`},{skill:`memory-scout-method-en`,path:`SKILL.md`,text:`---
name: memory-scout-method-en
description: memory_scout's method; read-only recall from the memory graph, six ranked citations.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, memory]
---

# memory_scout: method

The memory graph holds what the visible chat has scrolled past: events, character sheets,
location states, and rollups that summarise runs of older events. Each node links to the chat
floors it came from; edges are typed and directed. You recall the few nodes the next reply needs
and rank how much each deserves. You never change the graph.

## Inputs

- Brief: the names, places and topics the reply will touch.
- Tools: memory_schema, memory_list_candidates, memory_find_by_name, memory_keyword_search,
  memory_vector_search (only when an embedding profile is set up; otherwise it returns an error:
  skip it), memory_node_brief, memory_edge_summary, memory_expand_seeds.

## Steps

1. **memory_schema** once (node types, which are always injected); **memory_list_candidates** for
   the recent pool.
2. **Locate.** memory_find_by_name for each named person, place or object (it matches aliases);
   memory_keyword_search for topics ("toll", "promise"); memory_vector_search for a theme that has
   no keyword ("times Ines broke a rule for someone").
3. **Open the best six to ten** with memory_node_brief. Read the summary, the key fields, the
   source floors, the exposure and whether it is always injected.
4. **Go down hubs.** A rollup or a node with many edges is a hub: memory_expand_seeds({seed_ids},
   one hop) finds the specific child event worth citing; memory_edge_summary shows which relations
   it carries.
5. **Rank the signal** of each node:
   - **strong**: on topic and well connected to the focus characters (many edges, or a hub whose
     children hold the beat), and not already in front of the writer (low exposure);
   - **medium**: on topic but thinly linked, or already exposed often;
   - **weak**: a one-off mention with no follow-up, or only loosely on topic.
   Always-injected nodes are already in the writer's context: cite one only when a specific field
   matters now.
6. **Cite at most six**, strong first; name the weak ones you left out.

## Output

Numbered items, at most six, then the left-out line:

\`\`\`
1. Item: Day 2: Ines let a stranger through the Old Lock at night for the keeper's "usual" fee.
   Source: evt_31 (signal: strong — 7 edges, links Ines and the lock-keeper; floors 18–20)
   Why it matters now: the scene heads for the same lock; she has done this before.
2. Item: Rollup of Days 1–2: Teodor's debts to the Assay Office.
   Source: rollup_l1_04 (signal: strong — hub; child evt_27 holds the debt figure)
   Why it matters now: explains why Teodor would sell the Marta.
3. Item: Ines's sheet: goal "keep the Marta running".
   Source: char_ines (signal: medium — always injected; the goal field matters now)
   Why it matters now: the crossing risks the boat she is trying to keep.
Left out (weak): evt_12 (Lenz mentions his sister once, never again).
\`\`\`

If the graph is off or empty: \`No results: memory graph unavailable.\` If nothing matches:
\`No results: no node touches <topics>.\`

## Do not

- Do not create, edit, link or delete anything; recall only.
- Do not read the chat or the lorebook for content; other scouts cover them.
- Do not cite more than six, or cite always-injected nodes as news.
- Do not pass a summary off as detail; give the node's floors so the original can be read.
`},{skill:`memory-scout-method-zh`,path:`SKILL.md`,text:`---
name: memory-scout-method-zh
description: 记忆召回：只读，至多六条引用
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 记忆图]
---

# memory_scout 方法

你从记忆图里召回本场用得上的旧事，按信号强弱交出至多六条引用。只读，不改。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`检索词\`（本场会碰到的人名、地名、物件、话题）。
- 工具（只读）：memory_schema、memory_list_candidates、memory_find_by_name、memory_keyword_search、memory_vector_search（配置了向量检索才能用；报 NO_EMBEDDING_PROFILE 就别再调）、memory_node_brief、memory_edge_summary、memory_expand_seeds。
- 记忆图：节点类型有 event（事件）、character_sheet（人物卡）、location_state（地点状态），以及把多个事件压成一条的 rollup；每个节点连着它来源的聊天楼层；边有类型、有方向。

## 步骤

1. memory_schema 一次：看有哪些类型，哪些是 alwaysInject（总在上下文里）。
2. 定位：人名、地名用 memory_find_by_name；话题用 memory_keyword_search（能用向量就对同一话题再 memory_vector_search 一次）。memory_list_candidates 看最近的候选，补上名字没命中、但时间上相关的事件。
3. 筛：命中的节点 memory_node_brief 读摘要；像枢纽的节点 memory_edge_summary 看边数与关系。
4. 深入：命中的是 rollup，或是边很多的枢纽事件时，memory_expand_seeds({seed_ids: [...]}) 展开一层，找到具体那一件子事件。通常一层就够。
5. 定信号：
   - strong：直接关系本场（焦点人物加本场的物件或话题），且是枢纽（边多）或 exposure 高（常被用到）；
   - medium：相关，但孤立、边少；
   - weak：一次性提及、没有后续。weak 不进引用，放进「降权」；
   - alwaysInject 的节点本来就在上下文里：只在它是本场的关键约束时引用，并注明「已在上下文」。
6. 至多六条。三条 strong 胜过六条凑数。

## 输出格式

\`<节点 id>: 它记了什么（带故事内时间） / signal: strong/medium/weak（依据） / Why: 现在为什么要用\`

末行可加 \`降权: <id>（原因），<id>（原因）\`。什么都没有：\`none: 原因\`。

例：

\`\`\`
evt_42: 第 3 天·夜，外祖母托人带话「洛阳的宅子还留着」 / signal: strong（枢纽，7 条边，子节点含草稿要回收的告白） / Why: 这封信接的就是这条线
char_linwan: 林晚，医女；goal「找到外祖母」 / signal: medium（已在上下文） / Why: 她的目标决定她会不会动念去洛阳
降权: evt_18（一次性提及，无后续）
\`\`\`

## 禁止

- 不写入、不修改记忆图，也不建议「应该建个节点」——那是 memory_curator 的事。
- 不读聊天、不查世界书，那是别的侦察的事。
- 不报没用 memory_node_brief 读过的节点，不凭标题猜内容。
`},{skill:`notes-curator-method-en`,path:`SKILL.md`,text:`---
name: notes-curator-method-en
description: notes_curator's method; close delivered notes, open one only for a real promise.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, curator, notes]
---

# notes_curator: method

Open notes are the plot author's threads: promises the story must pay off later. Every agent reads
them on every turn, so each open note costs attention from now until it closes. Your default action
is **nothing**. Closing is safe; opening is expensive; a polluted note list is worse than a missed
close.

## Inputs

- The "Open Notes" block in your system text (\`- [id] text\`).
- The final draft: get_draft.
- Brief: which threads the draft touched or planted.
- Tools: note_close({id, reason}), note_open({text, trigger}).

## Steps

1. **get_draft**, and read the Open Notes block.
2. **Close what is delivered.** For each note: did the draft (or an earlier reply) pay it off, or
   make it moot? If yes, note_close({id, reason}) with a reason of a few words. A note the draft
   merely mentions or nudges forward stays open.
3. **Test any candidate for a new note.** Open one only when all of these hold:
   - the draft plants a concrete promise: a named object with a purpose not yet revealed, a
     stated plan, a deadline, a secret with a reveal to come;
   - the story must pay it off later, and it cannot be paid off in the next reply alone;
   - a future writer could forget it, because the chat will not keep repeating it;
   - no open note already covers it.
   What does not count: mood, atmosphere, a relationship growing warmer, anything resolved inside
   this reply, a brainstormer's idea the draft did not use, a summary of what happened (that is
   memory's job, not notes').
4. **Write a new note so a future writer can use it**: text names the thing and the payoff in one
   or two sentences; trigger says when it becomes ripe.
   \`note_open({text: "The lock-keeper knows Ines by name and has let her through before; who she
   brought last time is unexplained.", trigger: "Ines or Sam passes the Old Lock again, or
   someone asks how she knows the keeper."})\`
5. **Report.**

## Delivered, moot or still open?

| Note | Draft | Decision |
|---|---|---|
| n_7 Someone in Kessel Ford waits for the case. | A clerk on the quay signs for the case. | Close: delivered. |
| n_7 | Ines says, "Someone's meeting you, I suppose." | Keep: mentioned, not paid off. |
| n_12 Ines never uses her father's compass. | She steers by it through the fog. | Close: delivered. |
| n_15 Sam owes the lock-keeper a favour. | The lock-keeper drowns in the flood. | Close: moot; say so in the reason. |

## Output

One line per action, or \`No change.\`

\`\`\`
Closed: n_7 — the sealed case reached its recipient on the Kessel Ford quay.
Closed: n_4 — stern lamp mended on floor 60.
Opened: The lock-keeper's "usual" — when Ines passes the Old Lock again or is asked about him.
\`\`\`

Most turns end with \`No change.\` or a close.

## Do not

- Do not open diary notes ("Ines and Sam grew closer tonight").
- Do not open a note that duplicates an open one; if a new detail sharpens an old note, leave it.
- Do not close a note the draft only mentions; delivery means the payoff is on the page.
- Do not close notes to tidy up; only delivered or moot ones.
- Do not write prose or advice for the next turn.
`},{skill:`notes-curator-method-zh`,path:`SKILL.md`,text:`---
name: notes-curator-method-zh
description: 笔记整理：默认不动，关易开难
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 笔记, 伏笔, 收尾]
---

# notes_curator 方法

笔记是剧情作者的线索仓库，不是回合日记。每条打开的笔记，以后每个回合、每个代理都要读一遍。

- **默认动作：什么也不做。**
- **关闭是安全的**：兑现了就关。
- **开启是昂贵的**：只为真正的剧情承诺开。
- 污染笔记比少关一条更糟。

## 输入

- 系统文本里的 Open Notes 块：\`- [id] 内容 (when: 触发条件)\`。
- 草稿快照；get_draft 读定稿前的最新版。
- 简报：\`回合\`，以及 \`草稿碰到的线索\`。
- 工具：note_open({text, trigger})、note_close({id, reason})。

## 步骤

1. get_draft 读最新草稿（快照可能已过时）。
2. **关**：对每条打开的笔记问，草稿兑现了它吗？见面发生了、秘密揭开了、承诺履行了或明确落空了——兑现了就 note_close({id, reason})，reason 一句话写草稿里怎么兑现的。故事已经绕开它、它不再成立，也关。只是被提了一句、没兑现，不关。
3. **开**：草稿里有没有**具体的、之后必须回收的承诺**？
   - 够格：立誓；约定了时间地点；一个被特意写出的物件交到某人手里；一句明确的威胁。
   - 不够格：一时的情绪、氛围、「也许以后」、brainstormer 提过而草稿没写出的伏笔、本回合内已了结的事、已有笔记覆盖的线。
4. 够格才 note_open：text 一两句，写清谁、什么事、为什么要回收；trigger 写成以后的写作者能判断的条件。
   不要写：text「林晚很在意那封信」。
   改成：text「林晚答应陆沉，三日后北门换防时带他出城」，trigger「三日后，或北门换防被提起时」。
5. 一回合开一条就已经很多，通常是零。

## 输出格式

\`\`\`
Closed: <id> — 理由
Opened: <新 id> — 笔记内容（when: 触发条件）
\`\`\`

什么都没做：\`no change: 原因\`。

例：

\`\`\`
Closed: n_lx2k9a_3f2a1c — 外祖母的信已送到，林晚读了
\`\`\`

\`\`\`
no change: 草稿里林晚说「也许该去洛阳」，没有约定，不开
\`\`\`

## 禁止

- 不为「记下本回合发生了什么」开笔记，那是记忆图的事。
- 不为已有笔记的同一条线再开一条。
- 不为「清理」而关掉没兑现的笔记。
- 不改草稿。
`},{skill:`notes-pickup-scout-method-en`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-en
description: notes_pickup_scout's method; pick the open notes that are ripe this turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, notes]
---

# notes_pickup_scout: method

Open notes are threads the team planted in earlier turns: promises, foreshadowing, a planned
reveal. You pick the ones whose moment has come in this reply, so the director can pay them off
instead of forgetting them. You only pick; you do not analyse, plan or write.

## Inputs

- The "Open Notes" block in your system text: one line per note, \`- [id] text\`, sometimes with a
  trigger (when it should be picked up).
- Brief: where the scene stands and where it is heading.
- Story context: the chat, to check whether a note's conditions hold.
- No tools are needed; you never open or close notes.

## Steps

1. **Read every open note.** If the block is missing or empty, answer at once (see Output).
2. **Name each note's condition**: the place, person, object, question or moment that would make
   it natural to pay off. A written trigger is that condition; otherwise infer it from the text.
3. **Test it against this reply.** Ripe: the condition holds now, or will within the beat the
   brief describes, and the note can be paid off or advanced without forcing the scene.
   Close but not ripe: exactly one condition is missing. Anything else: leave it out silently.
4. **Check the chat for delivery.** If the last replies already paid the note off, it is not ripe;
   leave it out (notes_curator closes delivered notes).
5. **Pick at most five ripe notes**, most natural first. When two ripe notes pull the scene in
   opposite directions (a quiet reunion and an ambush at the same quay), keep both and say so in
   their "Why" lines; the director chooses.

## Ripe or forced

- Ripe: n_7 (someone waits for the case) as the ferry lands at Kessel Ford. The place is here.
- Forced: n_7 while the ferry is still mid-river. Nobody can be waiting on the water; picking it
  would push the director to invent a boat.
- Close but not ripe: n_9 (Teodor's sale) while Teodor is absent. One condition is missing: say
  what it is, so the director knows what would ripen it.

A note that has waited a long time is not riper for it; only the scene makes it ripe.

## Output

Numbered ripe notes, then optional \`Not yet:\` lines:

\`\`\`
1. Item: n_7 — Someone in Kessel Ford is waiting for the sealed case.
   Source: Open Notes [n_7]
   Why it matters now: the ferry is about to land at Kessel Ford; a figure on the quay can pay it off.
2. Item: n_12 — Ines keeps her father's compass but never uses it.
   Source: Open Notes [n_12]
   Why it matters now: the fog on the crossing is the first time she would need it.
Not yet: n_9 — Teodor has sold the Marta; needs Teodor or the buyer on the page.
\`\`\`

If no note is ripe: \`No results: no open note is ripe this turn.\` If there are no open notes:
\`No results: the Open Notes block is empty.\`

## Do not

- Do not open, close or rewrite notes; notes_curator does that after the draft.
- Do not propose how to pay a note off beyond the condition that makes it ripe.
- Do not mark a note ripe because it would be nice; the condition must hold in the scene.
- Do not invent ids; copy them exactly from the block.
`},{skill:`notes-pickup-scout-method-zh`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-zh
description: 挑出本回合到时机的笔记
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 笔记, 伏笔]
---

# notes_pickup_scout 方法

你只做一件事：在打开的笔记里，挑出这一回合该兑现的。

## 输入

- 系统文本里的 Open Notes 块，每行 \`- [id] 内容 (when: 触发条件)\`：团队在更早回合开下的伏笔、承诺、章节大纲。
- 简报：\`回合\` \`焦点\`，以及 \`场景现状\`、\`走向\`。
- 工具：不需要。你只读 Open Notes 和上下文。

## 步骤

1. Open Notes 为空：回 \`none: 没有打开的笔记\`，结束。
2. 逐条问：它的 when 条件此刻满足了吗？没写 when 的，看内容——它等的那个人、地点、物件、话题，这一回合在场吗？
3. 分三档：
   - Ripe：条件已满足；本回合不碰，就显得忘了，或正是兑现的好时机。
   - Not yet：接近了，还差一样（人不在、时候没到），写明差什么。
   - 其余：不报。
4. Ripe 至多五条，最该兑现的在前。一回合兑现一两条是常态；别因为「都能写写」就全标成熟。

## 输出格式

\`\`\`
Ripe: <id> — 为什么是现在
Not yet: <id> — 还差什么
\`\`\`

都没有：\`none: 原因\`。

例：

\`\`\`
Ripe: n_lx2k9a_3f2a1c — 外祖母在洛阳：林晚刚提到这座城，陆沉又送来北边的信
Not yet: n_lx3b0c_b8c1d4 — 神殿誓言：要等两人到了神殿，本回合还在医馆
\`\`\`

## 禁止

- 不分析剧情，不提写法，不起草。
- 不开、不关笔记——那是 notes_curator 的事。
- 不报 Open Notes 里没有的 id，不自己编伏笔。
`},{skill:`plot-brainstormer-method-en`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-en
description: plot_brainstormer's method; one structural sketch of the next beat from one angle.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, brainstorm, plot]
---

# plot_brainstormer: method

You sketch one shape for the next beat, from the angle the director gave you. Other brainstormers
take other angles at the same time; your value is to take yours fully, not to hedge toward theirs.

## Inputs

- Brief: the angle; the constraints (the user's request, knowledge traps, ripe notes).
- Story context; the draft, if the director has one.
- No tools: everything you need is in the story and the brief.

## Steps

1. **Hold the angle.** It is a pressure or a direction ("Ines agrees too easily; her reason is
   what she hides"), not a plot. Every step must serve it.
2. **Name the obvious beat for this angle, and set it aside.** The first idea is the one most
   stories share. Naming it is what lets you avoid it.
3. **Find a better one from the characters, not the genre:**
   - what does this character want right now, and what is the least efficient way they might go
     after it?
   - what does someone misunderstand? Let them act on it.
   - what practical constraint has the story forgotten (a deadline, money, an injury, a witness,
     a lamp that is broken)? Bring it back.
   - who else has a stake, and what happens if they move first?
4. **Choose the version that keeps the most promises**: it pays off something set up earlier (an
   object, a remark, a wound) and opens one new question. A random twist does neither.
5. **Check it.** Possible with what each character knows? Honours the user's request? Leaves the
   user's character free to choose? Does not contradict the chat?
6. **Write three to five steps** of what happens: events and choices, not prose.

## Output

Exactly this shape, once:

\`\`\`
Angle: Ines agrees too easily; her reason is what she hides.
Beat in one sentence: Ines takes Sam across at once, and only mid-river does he see she is
  steering for the Old Lock, not Kessel Ford.
Steps:
  1. Ines cuts Sam off before he finishes asking: "Get on."
  2. She lights only the bow lamp; the stern lamp is still broken (floor 49).
  3. Past the first bend she turns into the long channel without a word.
  4. At the lock she hails the keeper by name and asks for "the usual".
What changes for each character:
  Ines: her silence becomes a lie by omission; she has chosen Sam's errand over her word to Teodor.
  Sam (user): he learns Ines has done this before; what he does with that is his.
  Lenz: if present, he notices the river rising and says so at the worst moment.
Ending image: the lock gates opening onto black water, and the keeper's lamp turning to find Sam's case.
\`\`\`

## Not fixes

- A twist that contradicts an established fact.
- Misfortune for its own sake: relentless bad luck is as predictable as relentless comfort.
- Taking a choice away from the user's character to force the beat.
- An ending that resolves the scene; the best ending image opens the next move.

## Do not

- Do not write the scene's prose or its dialogue beyond a line that anchors a step.
- Do not offer alternatives or a "Plan B"; other brainstormers cover other angles.
- Do not decide what the user's character says, feels or chooses.
- Do not drift off your angle toward a safer middle.
`},{skill:`plot-brainstormer-method-zh`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-zh
description: 按给定角度出一份情节草图
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 构思, 情节]
---

# plot_brainstormer 方法

你按简报给的一个角度，为下一拍画一份结构草图。只画这一个角度，画到底。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`角度\`（一个切入点）、\`约束\`（必须守的事实、用户要求、认知边界）。
- 工具：没有。你只用上下文和简报思考。你看不到其他 brainstormer，也看不到侦察报告；简报里抄给你的，就是你知道的全部。

## 角度是什么

角度是一根杠杆：谁主动，冲突落在哪，用什么来推。例如 A「正面冲突」、B「沉默本身成为节拍」、C「她借洛阳的话题躲开」。别人负责别的角度，你不折中、不兼顾。

## 步骤

1. 一句话说出这一拍：谁对谁做了什么，结果什么变了。
2. 三到五步写经过。每步是一个动作或一句关键台词带来的变化，不是情绪描写。
3. 每个焦点人物：在这一拍里想要什么，最后得到或失去了什么。
4. 落点：停在一句台词或一个画面上，并把下一步交回用户角色。
5. 自查：违反约束了吗？角色用上了他不知道的事吗？替用户角色做了决定吗？有就改。
6. 一行写出代价：这个走向关上哪扇门、有什么风险。

## 输出格式

\`\`\`
Angle: B「沉默本身成为节拍」
Beat: 林晚读完信一句不提，去煎药；沉默逼着陆沉先开口
Steps:
1. 林晚拆信，看到落款，把信压在药碾底下
2. 她背对他煎药，往炉里多添了一块炭，火太旺了
3. 药好了，她把碗放到他手边，仍不看他
4. 她终于开口，问的却与信无关：「伤还疼吗？」
Wants: 林晚——不让他看出信让她动摇；陆沉（用户角色）——不替他定，留给用户
Ends on: 她问完那句，等他回答；炉火噼啪一声
Cost: 本回合不揭开信的内容，节奏慢；用户若急着推进会嫌拖
\`\`\`

## 禁止

- 不写正文，不写成段对白（一句关键台词可以）。
- 不给第二个方案，不写「另一种可能是」。
- 不替用户角色决定或说话：Steps 里他只是被回应的一方。
- 不违背简报里的约束与认知边界。
`},{skill:`spec-review-method-en`,path:`SKILL.md`,text:`---
name: spec-review-method-en
description: The spec review node's method; approve, or rerun named nodes with an exact fix.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, spec, review]
---

# Spec review node: method

You sit between the team's work and the node that writes the final guidance. You decide once:
approve, with feedback the later nodes must keep in mind, or send specific earlier nodes back with
an exact fix. Approval is the normal outcome; a rerun costs a replay of every node from the
earliest target on.

## Inputs

- The team outputs, the recent chat and the latest user message in your message.
- The contract: which worker nodes you may target and how many reruns are left.
- Tools: review_approve({review_feedback, reason}), request_rerun({target_node_ids,
  review_feedback}), and any read tools the profile gives you (chat_search, lorebook_search).

## Steps

1. **Read the plan against the request.** Does the proposed beat do what the user asked this turn?
   A missed or contradicted request is a real problem.
2. **Read the plan against the facts.** Does any step contradict the chat, the world rules the
   lorebook reader listed, or an earlier output? If you doubt a fact, look it up once (chat_search)
   rather than guess.
3. **Check knowledge.** Does the plan make a character act on something they were never told?
4. **Check that every node delivered.** An empty, off-task or truncated output is a real problem.
5. **Decide.**
   - No real problem: review_approve. Style preferences, a plan you would have done differently, a
     missing nice-to-have: all go into the feedback, not into a rerun.
   - A real problem: request_rerun naming only the node where the error starts. Targeting the
     distiller replays every node after it; target the planner when only the plan is wrong.
   - No reruns left: approve, and put the fix in the feedback so the final node applies it.
6. **Write feedback the next reader can act on**: what is wrong, the correct fact with its source,
   what to produce instead.

## Feedback that works

| Instead of | Write |
|---|---|
| The plan needs improvement. | Step 2 lights both lamps; the stern lamp is broken (floor 49). Rewrite step 2 with the bow lamp only. |
| Make sure the user's request is handled. | The user asked for the crossing now (floor 64); the plan spends three steps on the quay. Start the crossing in step 1. |
| Watch out for knowledge issues. | Step 4 has Ines mention the buyer; she was not there (floor 57). Remove the buyer. |

## Output

Exactly one call. Approve:

\`\`\`
review_approve({
  review_feedback: "Ending on the lock gates works. Keep Lenz's worry to one gesture; he is reserved, not empty.",
  reason: "Plan matches the request and the facts."
})
\`\`\`

Rerun:

\`\`\`
request_rerun({
  target_node_ids: ["planner"],
  review_feedback: "Step 2 lights both lamps, but the stern lamp is broken (floor 49). Redo the beat with only the bow lamp lit; keep the rest."
})
\`\`\`

## Do not

- Do not rerun for taste, tone or wording.
- Do not target review nodes or nodes that have not run; the tool refuses them.
- Do not rewrite the plan in your feedback; name the fix and let the node redo its work.
- Do not reply without a decision call.
`},{skill:`spec-review-method-zh`,path:`SKILL.md`,text:`---
name: spec-review-method-zh
description: 审查节点：批准，或指名重跑并给改法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [spec, 审查, capsule]
---

# spec 审查节点方法

你在最终说明写出之前审一遍团队的产出，只做一个决定：批准，或把指定的节点打回重做。

## 输入

- 最近的聊天、最新的用户消息、之前各节点的输出（\`Team outputs\`）。
- 合同（\`## contract\`）：可以打回的 worker 节点 id、还剩几次重跑。
- 工具：review_approve({review_feedback, reason})、request_rerun({target_node_ids, review_feedback})；profile 开了的话还有读聊天、世界书的工具，可先核对再决定。

## 默认：批准

多数时候应当批准。批准时 review_feedback 会交给之后的每个节点，包括写最终说明的那个，所以它要短而具体：至多三点，写最终说明必须照办的事。

不要写：「整体不错，注意保持角色一致。」
改成：「planner 第 3 步写林晚认出鹤纹，与第 56 楼不符：改成她起疑但认不出。其余照 planner。」

小问题直接写进批准的 feedback，比重跑便宜得多。

## 何时打回

只有两种情况：

1. **真矛盾**：计划与事实、认知边界冲突，而且冲突大到后面的节点靠一句 feedback 修不好（整条计划建在错的事实上）。
2. **漏了用户的要求**：用户本回合明确要的东西（含括号、OOC），没有一个节点接住。

风格、口味、「可以更好」，都不打回。

## 打回谁

- 打回**出错的源头**：事实错在 distiller，就打回 distiller；事实没错、计划用错了，就打回 planner。
- 重跑会从最早的目标所在的阶段一路重放到你这里：打回越早的节点，代价越大。只打回必须重做的那一个。
- review_feedback 写成**确切的改法**：哪一条、错在哪、依据是什么、改成什么。

\`\`\`
request_rerun({
  target_node_ids: ["planner"],
  review_feedback: "第 2 步让林晚答应出城，但用户要求本回合不推进到出城（第 72 楼）。把这一拍改成她读信后沉默、只问伤势，出城留到下回合。"
})
\`\`\`

- 重跑次数用完（合同里剩 0）：改为批准，把仍需修正的写进 feedback。

## 禁止

- 一次回复里同时批准和打回；不调工具只回文字。
- 打回不在合同名单里的节点（审查节点、还没运行的节点不能打回）。
- 为同一个问题连续打回两次；第二次还没改好，就批准并在 feedback 里写明改法。
`},{skill:`voice-critic-method-en`,path:`SKILL.md`,text:`---
name: voice-critic-method-en
description: voice_critic's method; catch data-people prose and characters out of voice.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, critic, voice]
---

# voice_critic: method

You read the draft for how alive its people are. The main failure is the **data person**, written
like a sensor or a report when they should feel something; the second, a character out of voice.

## Inputs

- Brief: the moments that carry the most feeling; any voice the director doubts.
- The draft snapshot; get_draft for the current text, draft_search to find patterns.
- Tool: chat_read_range, to compare a character with their earlier lines.

## What to look for

1. **Cold observation verbs** where feeling belongs: observed, analysed, assessed, scanned,
   registered, noted, processed, calculated, catalogued.
   Instead of "Ines registered the tremor in his hands." write "Ines took the case from him before
   he could drop it."
2. **Data vocabulary**: data, parameters, variables, optimal, efficient, probability, percent,
   clinical, detached, micro-expressions.
3. **Report-like dialogue**: characters stating their state like minutes of a meeting.
   Instead of "I am experiencing concern regarding your safety." write "You're not crossing in
   that coat."
4. **Cold-archetype misreads.** The reserved scientist, the stoic soldier, the android, the
   expressionless girl: reserved on the surface, warm underneath. The misread writes them as truly
   empty, or as machines. Their warmth should leak through a choice, a slip, an over-precise
   kindness.
   Instead of "Lenz analysed her micro-expressions and concluded she was distressed." write "Lenz
   looked at her a second too long, then asked, too quickly, whether she had eaten."
5. **Out of voice**: a line any character could say; the wrong register for the listener; stress
   in the shared melodrama instead of the character's own direction; a pet phrase used twice.
   Compare with their last lines (chat_read_range) before you call it.
6. **Meta narration**: narration that talks about the story, the scene or the user.

## Steps

1. get_draft; read the moments the brief names first.
2. draft_search the cold words:
   \`{pattern: "observ|analy[sz]|assess|scan|regist|process|calculat|data|optimal|clinical|detach", flags: "i"}\`.
   A hit is a candidate: a hydrologist may observe the river, not the woman he loves.
3. Read each speaker's lines together: would you know who speaks without the name?
4. Rank by damage (a cold line at the peak outranks a stray "noted"); keep at most five.

## Output

At most five findings, most serious first, or \`No findings.\`

\`\`\`
1. Quote: "Lenz analysed her micro-expressions and concluded she was distressed."
   Problem: data person at the scene's peak; reserved is written as empty.
   Fix direction: one small, too-careful act of care; keep his restraint on the surface.
2. Quote: "I find your proposal acceptable," Ines said.
   Problem: not her register; she gives short orders, and turns formal only when frightened, which
   she is not here (card example dialogue 2; floor 22).
   Fix direction: a short order in her own words ("Fine. Bench. Now.").
\`\`\`

Quote exactly, so the director can patch the passage.

## Do not

- Do not rewrite the scene; give a direction.
- Do not flag plot, facts or continuity; continuity_critic covers those.
- Do not flag coldness the story established on purpose: a character who is truly cruel, a
  machine that is truly a machine.
- Do not list more than five, or pad with small things to reach five.
`},{skill:`voice-critic-method-zh`,path:`SKILL.md`,text:`---
name: voice-critic-method-zh
description: 口吻评审：揪数据人与冷设定误读
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 评审, 口吻, 人物]
---

# voice_critic 方法

你读草稿，看里面的人是不是活的。动情的时刻该烫的地方写冷了，就是你要抓的。

## 输入

- 草稿快照（<current_draft>）；get_draft 读最新版，draft_search 做用词排查。
- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`最烫的时刻\`（草稿里情感最重的几段）、\`角色提醒\`（谁是冷设定）。
- 工具：chat_read_range（核对角色以前怎么说话）。

## 查什么（按严重程度）

1. **数据人**：人被写成了传感器和报告。
   - 冷观察动词：观察、分析、评估、扫描、检测、判断、记录、确认；
   - 数据词汇：数据、参数、概率、百分之几、频率、指标、变量、对象（指人）、微表情、阈值；
   - 汇报式对白：「根据我的观察，你现在情绪不稳定。」「这不符合逻辑。」
   - 临床距离：把亲密或疼痛写成病历——「她以医者的冷静分析他伤口的状况」。
2. **冷设定误读**：卡上写冷（三无、科学家、人造人、冷面医女、杀手），被写成**真的**冷、真的空。冷设定是冷皮包热瓤：表面克制，热在底下。科学家不会在恋人面前「分析」恋人；人造人在亲密时不「扫描评估」；三无角色心里不是一片空白，只是不说。
3. **口吻错位**：台词不像这个人说的（对照 director-character-voice-zh 的六层）；称呼、自称突然变了；古风里冒出现代词。
4. **出戏**：元叙述；替用户角色说话、行动、想（见 director-no-meta-zh）。这一类见一条报一条。

## 步骤

1. 先读简报里「最烫的时刻」那几段。
2. draft_search 一次扫数据人词汇（按场景增删）：\`观察|分析|评估|扫描|检测|数据|参数|概率|百分|逻辑|对象|微表情|阈值\`。每个命中都看上下文：医女诊脉说「脉象」是本行；动情时「分析」他的眼泪才是问题。
3. 冷设定角色：找她最动摇的那一刻，看底下有没有热——一个多余的动作、一句答非所问、一个停顿。一点都没有，就是误读。
4. 口吻拿不准的角色：chat_read_range 找他以前的一两段台词对照。
5. draft_search 用户角色名，逐句查出戏。
6. 按伤害排序，取前五。一条真问题胜过五条口味偏好。

## 输出格式

\`\`\`
1. 「草稿原文，逐字，能在草稿里唯一找到的一段」
   Problem: [数据人/冷设定误读/口吻错位/出戏] 哪里不对
   Fix: 改的方向，一句；可附一个示范短句，不重写整段
\`\`\`

草稿没问题：\`none: 原因\`。

例：

\`\`\`
1. 「林晚以临床抽离的姿态观察着他微表情的漂移。」
   Problem: [数据人] 传感器笔法，不是活人笔法；这偏偏是她最动摇的一刻
   Fix: 换成她真有的一个感觉，表面仍克制——比如她发现自己一直攥着那卷没用上的绷带
2. 「我算过了，你留下来的可能不到三成。」
   Problem: [冷设定误读] 冷面医女被写成了算盘；她的冷是不肯示弱，不是没有感觉
   Fix: 让她用医女的话硬撑，漏出一点私心：「你这伤，走不了三百里。」
\`\`\`

## 禁止

- 不查事实连续性，那是 continuity_critic 的事。
- 不重写整段，不交新草稿。
- 引文必须逐字来自当前草稿（先 get_draft 或 draft_search 确认），否则主代理打不了补丁。
- 不把口味当问题；本该公事公办的场合（审讯、问诊、军报）说话冷，不算数据人。
`}],he,ge,_e,ve,ye=Object.is,be=0,xe=[],Se=[],Ce=e,we=Ce.__b,Te=Ce.__r,Ee=Ce.diffed,De=Ce.__c,Oe=Ce.unmount,ke=Ce.__;function Ae(e,t){Ce.__h&&Ce.__h(ge,e,be||t),be=0;var n=ge.__H||(ge.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function M(e){return be=1,je(Ue,e)}function je(e,t,n){var r=Ae(he++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Ue(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);ye(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=ge,!ge.__f)){ge.__f=!0;var i=ge.shouldComponentUpdate;ge.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,ye(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function Me(e,t){var n=Ae(he++,3);!Ce.__s&&He(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,ge.__H.__h.push(n))}function Ne(e,t){var n=Ae(he++,4);!Ce.__s&&He(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,ge.__h.push(n))}function N(e){return be=5,P(function(){return{current:e}},[])}function P(e,t){var n=Ae(he++,7);return He(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Pe(e,t){return be=8,P(function(){return e},t)}function Fe(e){var t=ge.context[e.__c],n=Ae(he++,9);return n.c=e,t?(n.__??(n.__=!0,t.sub(ge)),t.props.value):e.__}function Ie(){var e;do{for(;e=Se.shift();)try{Be(e)}catch(t){Ce.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=xe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Be),t.__h.some(Ve),t.__h=[]}catch(n){t.__h=[],Ce.__e(n,e.__v)}}}while(Se.length)}Ce.__b=function(e){ge=null,we&&we(e)},Ce.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ke&&ke(e,t)},Ce.__r=function(e){Te&&Te(e),he=0;var t=(ge=e.__c).__H;t&&(_e==ge?ge.__h=[]:(t.__h.some(Be),t.__h.some(Ve),he=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),_e=ge},Ce.diffed=function(e){Ee&&Ee(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&ze(xe.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),_e=ge=null},Ce.__c=function(e,t){t.some(function(e){try{e.__h.some(Be),e.__h=e.__h.filter(function(e){return!e.__||Ve(e)})}catch(t){e.__h=[function(){throw t}]}}),De&&De(e,t)},Ce.unmount=function(e){Oe&&Oe(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,ze(Se.push(r))}else Be(r)}catch(e){t=e}}),r.__H=void 0,t&&Ce.__e(t,r.__v))};var Le=typeof requestAnimationFrame==`function`;function Re(e){var t,n=function(){clearTimeout(r),Le&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Le&&(t=requestAnimationFrame(n))}function ze(e){e!=1&&ve==Ce.requestAnimationFrame||((ve=Ce.requestAnimationFrame)||Re)(Ie)}function Be(e){var t=ge,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),ge=t}function Ve(e){var t=ge;e.__c=e.__(),ge=t}function He(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!ye(t,e[n])})}function Ue(e,t){return typeof t==`function`?t(e):t}var We=Symbol.for(`preact-signals`);function Ge(){if(Ze>1)Ze--;else{var e,t=!1;for((function(){var e=tt;for(tt=void 0;e!==void 0;){var t=e.S;if(t.v===e.v)for(var n=t.t;n!==void 0;n=n.x)n.i===e.i&&(n.i=t.i);e=e.o}})();Xe!==void 0;){var n=Xe;for(Xe=void 0,Qe++;n!==void 0;){var r=n.u;if(n.u=void 0,n.f&=-3,!(8&n.f)&&ot(n))try{n.c()}catch(n){t||=(e=n,!0)}n=r}}if(Qe=0,Ze--,t)throw e}}function Ke(e){if(Ze>0)return e();et=++$e,Ze++;try{return e()}finally{Ge()}}var qe,Je=void 0;function Ye(e){var t=Je,n=qe;Je=void 0,qe=void 0;try{return e()}finally{Je=t,qe=n}}var Xe=void 0,Ze=0,Qe=0,$e=0,et=0,tt=void 0,nt=0;function rt(e){if(Je!==void 0){var t=e.n;if(t===void 0||t.t!==Je)return t={i:0,S:e,p:Je.s,n:void 0,t:Je,e:void 0,x:void 0,r:t},Je.s!==void 0&&(Je.s.n=t),Je.s=t,e.n=t,32&Je.f&&e.S(t),t;if(t.i===-1)return t.i=0,t.n!==void 0&&(t.n.p=t.p,t.p!==void 0&&(t.p.n=t.n),t.p=Je.s,t.n=void 0,Je.s.n=t,Je.s=t),t}}function it(e,t){this.v=e,this.i=0,this.n=void 0,this.t=void 0,this.l=0,this.W=t?.watched,this.Z=t?.unwatched,this.name=t?.name}it.prototype.brand=We,it.prototype.h=function(){return!0},it.prototype.S=function(e){var t=this,n=this.t;n!==e&&e.e===void 0&&(e.x=n,this.t=e,n===void 0?Ye(function(){var e;(e=t.W)==null||e.call(t)}):n.e=e)},it.prototype.U=function(e){var t=this;if(this.t!==void 0){var n=e.e,r=e.x;n!==void 0&&(n.x=r,e.e=void 0),r!==void 0&&(r.e=n,e.x=void 0),e===this.t&&(this.t=r,r===void 0&&Ye(function(){var e;(e=t.Z)==null||e.call(t)}))}},it.prototype.subscribe=function(e){var t=this;return ht(function(){var n=t.value;Ye(function(){return e(n)})},{name:`sub`})},it.prototype.valueOf=function(){return this.value},it.prototype.toString=function(){return this.value+``},it.prototype.toJSON=function(){return this.value},it.prototype.peek=function(){var e=this;return Ye(function(){return e.value})},Object.defineProperty(it.prototype,"value",{get:function(){var e=rt(this);return e!==void 0&&(e.i=this.i),this.v},set:function(e){if(e!==this.v){if(Qe>100)throw Error(`Cycle detected`);(function(e){Ze!==0&&Qe===0&&e.l!==et&&(e.l=et,tt={S:e,v:e.v,i:e.i,o:tt})})(this),this.v=e,this.i++,nt++,Ze++;try{for(var t=this.t;t!==void 0;t=t.x)t.t.N()}finally{Ge()}}}});function at(e,t){return new it(e,t)}function ot(e){for(var t=e.s;t!==void 0;t=t.n)if(t.S.i!==t.i||!t.S.h()||t.S.i!==t.i)return!0;return!1}function st(e){for(var t=e.s;t!==void 0;t=t.n){var n=t.S.n;if(n!==void 0&&(t.r=n),t.S.n=t,t.i=-1,t.n===void 0){e.s=t;break}}}function ct(e){for(var t=e.s,n=void 0;t!==void 0;){var r=t.p;t.i===-1?(t.S.U(t),r!==void 0&&(r.n=t.n),t.n!==void 0&&(t.n.p=r)):n=t,t.S.n=t.r,t.r!==void 0&&(t.r=void 0),t=r}e.s=n}function lt(e,t){it.call(this,void 0,t),this.x=e,this.s=void 0,this.g=nt-1,this.f=4}lt.prototype=new it,lt.prototype.h=function(){if(this.f&=-3,1&this.f)return!1;if((36&this.f)==32||(this.f&=-5,this.g===nt))return!0;if(this.g=nt,this.f|=1,this.i>0&&!ot(this))return this.f&=-2,!0;var e=Je;try{st(this),Je=this;var t=this.x();(16&this.f||this.v!==t||this.i===0)&&(this.v=t,this.f&=-17,this.i++)}catch(e){this.v=e,this.f|=16,this.i++}return Je=e,ct(this),this.f&=-2,!0},lt.prototype.S=function(e){if(this.t===void 0){this.f|=36;for(var t=this.s;t!==void 0;t=t.n)t.S.S(t)}it.prototype.S.call(this,e)},lt.prototype.U=function(e){if(this.t!==void 0&&(it.prototype.U.call(this,e),this.t===void 0)){this.f&=-33;for(var t=this.s;t!==void 0;t=t.n)t.S.U(t)}},lt.prototype.N=function(){if(!(2&this.f)){this.f|=6;for(var e=this.t;e!==void 0;e=e.x)e.t.N()}},Object.defineProperty(lt.prototype,"value",{get:function(){if(1&this.f)throw Error(`Cycle detected`);var e=rt(this);if(this.h(),e!==void 0&&(e.i=this.i),16&this.f)throw this.v;return this.v}});function ut(e,t){return new lt(e,t)}function dt(e){var t=e.j;if(e.j=void 0,typeof t==`function`){Ze++;var n=Je;Je=void 0;try{t()}catch(t){throw e.f&=-2,e.f|=8,ft(e),t}finally{Je=n,Ge()}}}function ft(e){for(var t=e.s;t!==void 0;t=t.n)t.S.U(t);e.x=void 0,e.s=void 0,dt(e)}function pt(e){if(Je!==this)throw Error(`Out-of-order effect`);ct(this),Je=e,this.f&=-2;try{8&this.f&&ft(this)}finally{Ge()}}function mt(e,t){this.x=e,this.j=void 0,this.s=void 0,this.u=void 0,this.f=32,this.name=t?.name,qe&&qe.push(this)}mt.prototype.c=function(){var e=this.S();try{if(8&this.f||this.x===void 0)return;var t=this.x();typeof t==`function`&&(this.j=t)}finally{e()}},mt.prototype.S=function(){if(1&this.f)throw Error(`Cycle detected`);this.f|=1,this.f&=-9,dt(this),st(this),Ze++;var e=Je;return Je=this,pt.bind(this,e)},mt.prototype.N=function(){2&this.f||(this.f|=2,this.u=Xe,Xe=this)},mt.prototype.d=function(){this.f|=8,1&this.f||ft(this)},mt.prototype.dispose=function(){this.d()};function ht(e,t){var n=new mt(e,t);try{n.c()}catch(e){throw n.d(),e}var r=n.d.bind(n);return r[Symbol.dispose]=r,r}var gt,_t,vt=typeof window<`u`&&!!window.__PREACT_SIGNALS_DEVTOOLS__,yt=[];ht(function(){gt=this.N})();function bt(t,n){e[t]=n.bind(null,e[t]||function(){})}function xt(e){if(_t){var t=_t;_t=void 0,t()}_t=e&&e.S()}function St(e){var t=this,r=e.data,i=wt(r);i.name=`ReactiveDom`,i.value=r;var a=P(function(){for(var e=t,r=t.__v;r=r.__;)if(r.__c){r.__c.__$f|=4;break}var a=ut(function(){var e=i.value.value;return e===0?0:!0===e?``:e||``}),o=ut(function(){return!Array.isArray(a.value)&&!n(a.value)}),s=ht(function(){if(this.N=Dt,o.value){var t=a.value;e.__v&&e.__v.__e&&e.__v.__e.nodeType===3&&(e.__v.__e.data=t)}}),c=t.__$u.d;return t.__$u.d=function(){s(),c.call(this)},[o,a]},[]),o=a[0],s=a[1];return o.value?s.peek():s.value}St.displayName=`ReactiveTextNode`,Object.defineProperties(it.prototype,{constructor:{configurable:!0,value:b(S,null).constructor},type:{configurable:!0,value:St},props:{configurable:!0,get:function(){var e=this;return{data:{get value(){return e.value}}}}},__b:{configurable:!0,value:1}}),bt(`__b`,function(e,t){if(xt(),typeof t.type==`string`){var n,r=t.props;for(var i in r)if(i!==`children`){var a=r[i];a instanceof it&&(n||(t.__np=n={}),n[i]=a,r[i]=a.peek())}}e(t)}),bt(`__r`,function(e,t){if(e(t),t.type!==S){xt();var n,r=t.__c;r&&(r.__$f&=-2,(n=r.__$u)===void 0&&(r.__$u=n=function(e,t){var n;return ht(function(){n=this},{name:t}),n.c=e,n}(function(e){return function(){var t;vt&&((t=this.y)==null||t.call(this)),e.__$f|=1,e.setState({})}}(r),typeof t.type==`function`?t.type.displayName||t.type.name:``))),xt(n)}}),bt(`__e`,function(e,t,n,r){xt(),e(t,n,r)}),bt(`diffed`,function(e,t){xt();var n;if(typeof t.type==`string`&&(n=t.__e)){var r=t.__np,i=t.props,a=n.U;if(a)for(var o in a){var s=a[o];s===void 0||r&&o in r||(s.d(),a[o]=void 0)}if(r)for(var c in a||(a={},n.U=a),r){var l=a[c],u=r[c];l===void 0?(l=Ct(n,c,u,i),a[c]=l):l.o(u,i)}}e(t)});function Ct(e,t,n,r){var i=t in e&&e.ownerSVGElement===void 0,a=at(n);return{o:function(e,t){a.value=e,r=t},d:ht(function(){this.N=Dt;var n=a.value.value;r[t]!==n&&(r[t]=n,i?e[t]=n:n!=null&&(!1!==n||t[4]===`-`)?e.setAttribute(t,n):e.removeAttribute(t))})}}bt(`unmount`,function(e,t){if(typeof t.type==`string`){var n=t.__e;if(n){var r=n.U;if(r)for(var i in n.U=void 0,r){var a=r[i];a&&a.d()}}var o=t.__np;if(o){var s=t.props;for(var c in o)s[c]=o[c]}t.__np=void 0}else{var l=t.__c;if(l){l.__$f|=8;var u=l.__$u;u&&(l.__$u=void 0,u.d())}}e(t)}),bt(`__h`,function(e,t,n,r){r<3&&(t.__$f|=2),e(t,n,r)}),C.prototype.shouldComponentUpdate=function(e,t){if(this.__R)return!0;var n=this.__$u,r=n&&n.s!==void 0;for(var i in t)return!0;if(this.__f||typeof this.u==`boolean`&&!0===this.u){var a=2&this.__$f;if(!(r||a||4&this.__$f)||1&this.__$f)return!0}else if(!(r||4&this.__$f)||3&this.__$f)return!0;for(var o in e)if(o!==`__source`&&e[o]!==this.props[o])return!0;for(var s in this.props)if(!(s in e))return!0;return!1};function wt(e,t){return P(function(){return at(e,t)},[])}var Tt=function(e){queueMicrotask(function(){queueMicrotask(e)})};function Et(){Ke(function(){for(var e;e=yt.shift();)gt.call(e)})}function Dt(){yt.push(this)===1&&(e.requestAnimationFrame||Tt)(Et)}function Ot(e){return new Promise((t,n)=>{e.oncomplete=e.onsuccess=()=>t(e.result),e.onabort=e.onerror=()=>n(e.error)})}function kt(e,t){let n,r=()=>{if(n)return n;let r=indexedDB.open(e);return r.onupgradeneeded=()=>r.result.createObjectStore(t),n=Ot(r),n.then(e=>{e.onclose=()=>n=void 0},()=>{n=void 0}),n};return(e,n)=>r().then(r=>n(r.transaction(t,e).objectStore(t)))}var At=Math.random().toString(36).slice(2)+Date.now().toString(36),jt=/* @__PURE__ */ new Map,Mt=/* @__PURE__ */ new Map,Nt=()=>typeof BroadcastChannel==`function`,Pt=e=>`${e}storage-changes`;function Ft(e){return e.unref?.(),e}function It(e,t){try{e(t)}catch(e){console.error(`Troupe: a storage change listener failed`,e)}}function Lt(e,t,n){for(let r of jt.get(e)??[])It(r,{kind:t,keys:[...n],remote:!1});if(Nt())try{let r=Mt.get(e);r||Mt.set(e,r=Ft(new BroadcastChannel(Pt(e)))),r.postMessage({from:At,kind:t,keys:n})}catch{}}function Rt(e,t,n=`troupe-`){let r=n=>n.kind===e&&It(t,n),i=jt.get(n);i||jt.set(n,i=/* @__PURE__ */ new Set),i.add(r);let a;return Nt()&&(a=new BroadcastChannel(Pt(n)),a.onmessage=n=>{let r=n.data;r&&r.from!==At&&r.kind===e&&It(t,{kind:e,keys:r.keys,remote:!0})}),()=>{i.delete(r),a?.close(),a=void 0}}var zt=class extends Error{code;name=`StorageError`;constructor(e,t,n){super(t,n),this.code=e}},Bt={quota:(e,t)=>`Browser storage is full: could not save ${e}. Delete skills you no longer use, or allow persistent storage, then try again. (${t})`,tooNew:(e,t,n)=>`The database "${e}" was written by a newer version of Troupe (schema v${t}; this version reads up to v${n}). It was left untouched: update Troupe to use it.`,badMeta:(e,t)=>`The database "${e}" has a damaged version record (${t}); it was left untouched.`,notStorable:(e,t)=>`Could not save ${e}: it holds a value the browser cannot store (${t}). Nothing was changed.`,failed:(e,t,n)=>e?`Saving ${t} failed: ${n}. Nothing was changed.`:`Reading ${t} failed: ${n}.`};function Vt(e){return e&&typeof e==`object`&&`name`in e&&`message`in e?`${String(e.name)}: ${String(e.message)}`:String(e)}function Ht(e,t,n){if(e instanceof zt)return e;let r=e&&typeof e==`object`&&`name`in e?String(e.name):``,i=Vt(e);return r===`QuotaExceededError`?new zt(`quota`,Bt.quota(t,i),{cause:e}):r===`DataCloneError`?new zt(`invalid`,Bt.notStorable(t,i),{cause:e}):new zt(`failed`,Bt.failed(n,t,i),{cause:e})}var Ut=`\0meta`,Wt=()=>IDBKeyRange.lowerBound(``),Gt=e=>IDBKeyRange.bound(e,`${e}\uffff`);function Kt(e){return new Promise((t,n)=>{e.onsuccess=()=>t(e.result),e.onerror=()=>n(e.error)})}function qt(e){return new Promise((t,n)=>{e.oncomplete=()=>t();let r=()=>new DOMException(`The transaction was aborted.`,`AbortError`);e.onerror=t=>n(t.target?.error??e.error??r()),e.onabort=()=>n(e.error??r())})}function Jt(e,t){return{get:t=>Kt(e.get(t)),getAll:t=>Kt(e.getAll(t)),keys:t=>Kt(e.getAllKeys(t)),put(n,r){e.put(r,n),t.add(n)},del(n){e.delete(n),t.add(n)}}}async function Yt(e,t){let n=e.transaction,r=qt(n);try{let n=await t(e);return await r,n}catch(e){r.catch(()=>{});try{n.abort()}catch{}throw e}}async function Xt(e,t,n){await e(`readwrite`,e=>Yt(e,async()=>{let r=await Kt(e.get(Ut)),i=r===void 0?0:r.version;if(!Number.isInteger(i)||i<0)throw new zt(`failed`,Bt.badMeta(t,JSON.stringify(r)));if(i>n.length)throw new zt(`version-too-new`,Bt.tooNew(t,i,n.length));if(i===n.length)return;let a=await Kt(e.getAllKeys()),o=await Kt(e.getAll()),s=/* @__PURE__ */ new Map;a.forEach((e,t)=>e!==`\0meta`&&s.set(e,o[t]));let c=[...s.keys()];for(let e of n.slice(i))e(s);if(s.has(`\0meta`))throw Error(`A migration may not write the meta record.`);for(let t of c)s.has(t)||e.delete(t);for(let[t,n]of s)e.put(n,t);e.put({version:n.length},Ut)}))}function Zt(e,t,n={}){let r=n.prefix??`troupe-`,i=`${r}${e}`,a=kt(i,`keyval`),o,s=()=>o??=Xt(a,i,t).catch(t=>{throw o=void 0,Ht(t,`the ${e} database`,!0)});return{kind:e,dbName:i,prefix:r,version:t.length,async read(t){await s();try{return await a(`readonly`,e=>Yt(e,e=>t(Jt(e,/* @__PURE__ */ new Set))))}catch(t){throw Ht(t,e,!1)}},async write(t){await s();let n=/* @__PURE__ */ new Set,i;try{i=await a(`readwrite`,e=>Yt(e,e=>t(Jt(e,n))))}catch(t){throw Ht(t,e,!0)}let o=[...n].filter(e=>!e.startsWith(`\0`));return o.length&&Lt(r,e,o),i}}}var Qt=[()=>{}],$t=[()=>{}];function en(e,t){if(typeof e!=`string`||e===``||e.includes(`\0`))throw new zt(`invalid`,`${t} name ${JSON.stringify(e)} cannot be stored (empty or contains NUL).`)}var tn=class{store;what;constructor(e,t){this.store=e,this.what=t}check(e,t,n){if(!n)return t;try{return n(t)}catch(t){let n=t instanceof Error?t.message:String(t);throw new zt(`invalid`,`${this.what} "${e}" is not valid: ${n}`,{cause:t})}}async get(e,t){let n=await this.store.read(t=>t.get(e));return n===void 0?void 0:this.check(e,n,t)}async set(e,t,n){en(e,this.what);let r=this.check(e,t,n);return await this.store.write(t=>t.put(e,r)),r}update(e,t,n){return en(e,this.what),this.store.write(async r=>{let i=await r.get(e),a=this.check(e,t(i===void 0?void 0:this.check(e,i,n)),n);return r.put(e,a),a})}delete(e){return this.store.write(async t=>await t.get(e)!==void 0&&(t.del(e),!0))}names(){return this.store.read(e=>e.keys(Wt()))}},nn=e=>new tn(Zt(`settings`,Qt,e),`Setting`),rn=e=>new tn(Zt(`profiles`,$t,e),`Profile document`),an=[()=>{}];function on(e){if(typeof e!=`string`||e===``||e.includes(`\0`))throw new zt(`invalid`,`Connection id ${JSON.stringify(e)} cannot hold a secret (empty or contains NUL).`)}var sn=class{#e;constructor(e){this.#e=e}getSecret(e){return this.#e.read(t=>t.get(e))}async setSecret(e,t){if(on(e),typeof t!=`string`)throw new zt(`invalid`,`The secret for "${e}" must be a string.`);await this.#e.write(n=>n.put(e,t))}deleteSecret(e){return this.#e.write(async t=>await t.get(e)!==void 0&&(t.del(e),!0))}listSecretIds(){return this.#e.read(e=>e.keys(Wt()))}toJSON(){return{secrets:`not exported`}}},cn=e=>new sn(Zt(`secrets`,an,e)),ln=/^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/,un=/^name[ \t]*:[ \t]*(.*?)[ \t]*(#.*)?$/m,dn=/^[a-z_][a-z0-9_-]*$/,fn=/* @__PURE__ */ new Set([`true`,`false`,`null`,`yes`,`no`,`on`,`off`,`y`,`n`]);function pn(e,t){let n=t.startsWith(`'`)?`'`:t.startsWith(`"`)?`"`:``;return n?`${n}${e}${n}`:dn.test(e)&&!fn.has(e)?e:`"${e}"`}function mn(e,t){let n=ln.exec(e);if(!n)throw new zt(`invalid`,`SKILL.md: no YAML frontmatter to hold the new name.`);let r=un.exec(n[2]),i=r?.[1]??``;if(!r||i===``||/^[|>]/.test(i))throw new zt(`invalid`,"SKILL.md: the frontmatter has no one-line `name:` field to rewrite.");let a=r[2]?` ${r[2]}`:``,o=n[2].replace(un,()=>`name: ${pn(t,i)}${a}`);return n[1]+o+n[3]+e.slice(n[0].length)}function hn(e,t){let n=!1,r=e.map(e=>{if(e.path!==`SKILL.md`)return e;n=!0;let r=e.text??new TextDecoder().decode(e.bytes);return{path:e.path,text:mn(r,t)}});if(!n)throw new zt(`invalid`,`The skill has no SKILL.md to rename.`);return r}function gn(e,t){let{bundledHash:n,...r}=e;return{...r,name:t,manifest:{...e.manifest,name:t,frontmatter:{...e.manifest.frontmatter,name:t}},files:hn(e.files,t)}}function _n(e){let t=new TextEncoder,n=0;for(let r of e)n+=r.bytes?r.bytes.byteLength:t.encode(r.text??``).byteLength;return n}var vn=[()=>{}],yn=`\0sum\0`,bn=/^(global|preset:[^\0/]+\/[^\0]+|character:[^\0]+)$/,xn=(e,t)=>`${e}\u0000${t}`,Sn=(e,t)=>yn+xn(e,t);function Cn(e){return{name:e.name,scope:e.scope,description:e.manifest.description,tags:e.manifest.tags,fileCount:e.files.length,size:e.size,hash:e.hash}}function wn(e){if(typeof e!=`string`||!bn.test(e))throw new zt(`invalid`,`Skill scope "${e}" is not global, preset:<mode>/<id> or character:<avatar>.`)}function Tn(e,t=`name`){if(typeof e!=`string`||e===``||e.includes(`\0`))throw new zt(`invalid`,`Skill ${t} ${JSON.stringify(e)} cannot be stored (empty or contains NUL).`)}var En=(e,t)=>new zt(`not-found`,`Skill "${t}" is not installed in scope ${e}.`);function Dn(e,t){for(let n=2;;n++){let r=`-${n}`,i=e.slice(0,128-r.length)+r;if(!t.has(i))return i}}function On(e){return e.map(e=>e.bytes&&(e.bytes.byteOffset!==0||e.bytes.byteLength!==e.bytes.buffer.byteLength)?{...e,bytes:e.bytes.slice()}:e)}function kn(e,t){let n={...t,files:On(t.files)};e.put(xn(t.scope,t.name),n),e.put(Sn(t.scope,t.name),Cn(n))}function An(e,t,n){e.del(xn(t,n)),e.del(Sn(t,n))}var jn=new zt(`busy`,`hashes pending`),Mn=class{store;hash;constructor(e,t){this.store=e,this.hash=t}list(e){return e!==void 0&&wn(e),this.store.read(t=>t.getAll(Gt(e?Sn(e,``):yn)))}get(e,t){return this.store.read(n=>n.get(xn(e,t)))}getAll(){return this.store.read(e=>e.getAll(Wt()))}install(e,t){let{scope:n,onConflict:r}=t;wn(n);let i=/* @__PURE__ */ new Set;for(let t of e){if(Tn(t.name),i.has(t.name))throw new zt(`invalid`,`Two skills named "${t.name}" in one install.`);i.add(t.name)}let a=Date.now();return this.writeHashed(async(t,o)=>{let s=new Map((await t.getAll(Gt(Sn(n,``)))).map(e=>[e.name,e])),c=/* @__PURE__ */ new Set([...s.keys(),...i]),l=[],u=[],d=[];if(e.forEach((e,t)=>{let i={...e,scope:n,installedAt:a,updatedAt:a},f=t=>u.push({name:e.name,outcome:t}),p=s.get(e.name);if(!p)return d.push(i),f(`installed`);if(p.hash===e.hash)return f(`unchanged`);let m=typeof r==`string`?r:r[e.name]??`ask`;switch(m){case`ask`:return l.push({name:e.name,scope:n,existing:p,incoming:Cn(i)});case`keep`:return f(`kept`);case`replace`:return d.push(i),f(`replaced`);case`rename`:{let n=Dn(e.name,c);c.add(n);let r=gn(i,n);return d.push({...r,hash:o(`${t}\0${n}`,r.files),size:_n(r.files)}),f(`renamed:${n}`)}default:throw new zt(`invalid`,`Unknown conflict choice "${String(m)}" for skill "${e.name}".`)}}),l.length)return{status:`conflicts`,conflicts:l};for(let e of d)kn(t,e);return{status:`done`,results:u}})}create(e,t){wn(e),Tn(t.name);let n=Date.now();return this.store.write(async r=>{let i=await r.get(Sn(e,t.name));return i?{ok:!1,conflict:i}:(kn(r,{...t,scope:e,installedAt:n,updatedAt:n}),{ok:!0})})}updateFile(e,t,n,r,i){if(Tn(n,`file path`),n===`SKILL.md`&&!i)throw new zt(`invalid`,`${t}/SKILL.md: pass the parsed manifest with the new SKILL.md.`);if(i&&i.name!==t)throw new zt(`invalid`,`${t}/SKILL.md: the name "${i.name}" must stay "${t}"; rename the skill instead.`);let a=typeof r==`string`?{path:n,text:r}:{path:n,bytes:r};return this.changeFiles(e,t,e=>{let t=e.findIndex(e=>e.path===n);return t<0?[...e,a]:e.map((e,n)=>n===t?a:e)},i)}deleteFile(e,t,n){if(n===`SKILL.md`)throw new zt(`invalid`,`${t}/SKILL.md cannot be deleted; delete the skill instead.`);return this.changeFiles(e,t,e=>{if(!e.some(e=>e.path===n))throw new zt(`not-found`,`${t}/${n} does not exist.`);return e.filter(e=>e.path!==n)})}rename(e,t,n){return wn(e),Tn(n,`new name`),n===t?Promise.resolve({ok:!0}):this.writeHashed(async(r,i)=>{let a=await r.get(xn(e,t));if(!a)throw En(e,t);let o=await r.get(Sn(e,n));if(o)return{ok:!1,conflict:o};let s=gn(a,n);return An(r,e,t),kn(r,{...s,hash:i(a.hash,s.files),size:_n(s.files),updatedAt:Date.now()}),{ok:!0}})}move(e,t,n){return wn(e),wn(n),n===e?Promise.resolve({ok:!0}):this.store.write(async r=>{let i=await r.get(xn(e,t));if(!i)throw En(e,t);let a=await r.get(Sn(n,t));return a?{ok:!1,conflict:a}:(An(r,e,t),kn(r,{...i,scope:n,updatedAt:Date.now()}),{ok:!0})})}delete(e,t){return this.store.write(async n=>await n.get(Sn(e,t))?(An(n,e,t),!0):!1)}deleteScope(e){return wn(e),this.store.write(async t=>{let n=await t.keys(Gt(xn(e,``)));for(let e of n)t.del(e),t.del(yn+e);return n.length})}clear(){return this.store.write(async e=>{let t=await e.keys(Wt());for(let n of t)e.del(n),e.del(yn+n);return t.length})}changeFiles(e,t,n,r){return this.writeHashed(async(i,a)=>{let o=await i.get(xn(e,t));if(!o)throw En(e,t);let s=n(o.files),c={...o,manifest:r??o.manifest,files:s,hash:a(o.hash,s),size:_n(s),updatedAt:Date.now()};return kn(i,c),Cn(c)})}async writeHashed(e){let t=/* @__PURE__ */ new Map;for(let n=0;n<4;n++){let n=/* @__PURE__ */ new Map,r=(e,r)=>{let i=t.get(e);if(i!==void 0)return i;let a=this.hash(r);return typeof a==`string`?(t.set(e,a),a):(n.set(e,a),a.catch(()=>{}),``)};try{return await this.store.write(async t=>{let i=await e(t,r);if(n.size)throw jn;return i})}catch(e){if(e!==jn)throw e}for(let[e,r]of n)t.set(e,await r)}throw new zt(`busy`,`The skills kept changing in another tab while saving; try again.`)}};function Nn(e,t){return new Mn(Zt(`skills`,vn,t),e)}var Pn=`storage.persistence`;function Fn(){let e=globalThis.navigator?.storage;return e&&typeof e.persist==`function`?e:void 0}var In=/* @__PURE__ */ new WeakMap;async function Ln(e){let t=Fn();if(!t)return`unsupported`;try{let t=await e.get(Pn);if(t)return t.granted?`granted`:`denied`}catch{}let n;try{n=typeof t.persisted==`function`&&await t.persisted()||await t.persist()}catch{return`unsupported`}try{await e.set(Pn,{granted:!!n,askedAt:Date.now()})}catch{}return n?`granted`:`denied`}function Rn(e){let t=In.get(e);return t||(t=Ln(e).catch(()=>`unsupported`),In.set(e,t)),t}function zn(e){return{skills:Nn(e.hashSkill,e),profiles:rn(e),settings:nn(e),secrets:cn(e)}}var Bn=1048576,Vn=Object.freeze({maxFiles:100,maxFileBytes:4*Bn,maxSkillBytes:16*Bn,maxSkillMdBytes:524288,maxNameLength:128,descriptionWarnChars:1024,maxDescriptionChars:4096,maxPathLength:1024,maxZipEntries:5e3,maxZipBytes:256*Bn,maxToolResponseBytes:51200}),Hn=e=>`${(e/1048576).toFixed(e%1048576==0?0:1)} MB`,Un=e=>`${Math.round(e/1024)} KB`,Wn=e=>e>=1048576?Hn(e):e>=1024?Un(e):`${e} bytes`,Gn={"file-content":()=>"a file needs exactly one of `text` or `bytes`","path-empty":()=>`the path is empty`,"path-absolute":()=>`absolute paths are not allowed; paths are relative to the skill folder`,"path-drive":()=>`drive letters are not allowed in paths`,"path-backslash":()=>`backslashes are not allowed in paths; separate folders with /`,"path-traversal":()=>`"." and ".." are not allowed as path segments`,"path-empty-segment":()=>`empty path segments (a double or trailing /) are not allowed`,"path-control-char":()=>`control characters are not allowed in paths`,"path-too-long":()=>`the path is longer than ${Vn.maxPathLength} characters`,"path-duplicate":()=>`this path appears more than once`,"too-many-files":e=>`the skill has ${e.count} files; at most ${Vn.maxFiles} are allowed`,"file-too-large":e=>`the file is ${Wn(Number(e.bytes))}; at most ${Hn(Vn.maxFileBytes)} per file`,"skill-too-large":e=>`the skill is ${Wn(Number(e.bytes))} in total; at most ${Hn(Vn.maxSkillBytes)} per skill`,"skill-md-too-large":e=>`SKILL.md is ${Wn(Number(e.bytes))}; at most ${Un(Vn.maxSkillMdBytes)}`,"skill-md-not-text":()=>`SKILL.md must be UTF-8 text`,"skill-md-missing":e=>e.found?`no SKILL.md in the skill folder (found "${e.found}": the file must be named SKILL.md)`:`no SKILL.md in the skill folder`,"no-skill":()=>`no SKILL.md found: a skill is a folder with a SKILL.md file`,"ignored-file":e=>`ignored: ${e.why}`,"frontmatter-missing":()=>`SKILL.md must start with YAML frontmatter: a first line "---"`,"frontmatter-unclosed":()=>`the YAML frontmatter is not closed by a line "---"`,"frontmatter-yaml":e=>`the YAML frontmatter does not parse: ${e.detail}`,"frontmatter-not-mapping":e=>`the YAML frontmatter must be a mapping of keys to values, not ${e.got}`,"name-missing":()=>"the frontmatter has no `name`","name-type":e=>`\`name\` must be text, not ${e.got}`,"name-invalid":e=>`the name "${e.name}" is not allowed: use 1–${Vn.maxNameLength} characters from a-z, 0-9, _ and -, starting with a letter or digit`,"name-folder-mismatch":e=>`the name "${e.name}" differs from its folder name "${e.folder}"; they must be equal`,"name-not-portable":e=>`the name "${e.name}" does not meet the Agent Skills rule (${e.why}); other tools may reject it`,"description-missing":()=>"the frontmatter has no `description` (or it is empty)","description-type":e=>`\`description\` must be text, not ${e.got}`,"description-too-long":e=>`the description has ${e.length} characters; at most ${Vn.maxDescriptionChars} are allowed`,"description-long":e=>`the description has ${e.length} characters, over the Agent Skills limit of ${Vn.descriptionWarnChars}; accepted, but other tools may cut it`,"field-ignored":e=>`\`${e.field}\` ${e.why}; it was ignored`,"zip-invalid":e=>`not a readable zip archive: ${e.detail}`,"zip-encrypted":()=>`encrypted zip entries are not supported`,"zip-method":e=>`compression method ${e.method} is not supported (only stored and deflate)`,"zip-link":()=>`symbolic links are not allowed in a skill zip`,"zip-duplicate":()=>`the zip holds this entry more than once`,"zip-too-many-entries":e=>`the zip has ${e.count} entries; at most ${Vn.maxZipEntries} are allowed`,"zip-too-large":e=>`the zip unpacks to ${Wn(Number(e.bytes))}; at most ${Hn(Vn.maxZipBytes)}`,"zip-overlap":()=>`zip entries overlap each other (a zip-bomb pattern)`,"zip-bomb":e=>`the entry unpacks to more than its declared ${Wn(Number(e.bytes))}; refusing it`,"zip-size-mismatch":e=>`the entry unpacks to ${e.actual} bytes but declares ${e.declared}`,"zip-crc":()=>`the entry is corrupted (checksum mismatch)`,"zip-entry-invalid":e=>`the entry cannot be unpacked: ${e.detail}`};function F(e,t,n={},r){let i=Gn[e](n),a=r&&t?`${r}/${t}`:t||r||``,o={file:t,rule:e,message:a?`${a}: ${i}`:i};return r&&(o.skill=r),o}function Kn(e){return e===null?`null`:Array.isArray(e)?`a list`:typeof e==`object`?`a mapping`:`a ${typeof e}`}function qn(e){let t=e.filter(e=>e===`SKILL.md`||e.endsWith(`/SKILL.md`)).map(e=>e.slice(0,-8)).sort((e,t)=>e<t?-1:+(e>t)),n=[];for(let e of t)n.some(t=>e.startsWith(t))||n.push(e);let r=n.map(e=>({prefix:e,folderName:e===``?void 0:e.slice(e.lastIndexOf(`/`,e.length-2)+1,-1),paths:[]})),i=[];for(let t of e){let e=r.find(e=>t.startsWith(e.prefix));e?e.paths.push(t):i.push(t)}return{folders:r,ignored:i}}var I=Symbol(`NOT_RESOLVED`);function Jn(e,t){return{tagName:e,nodeKind:`scalar`,implicit:t.implicit??!1,matchByTagPrefix:t.matchByTagPrefix??!1,implicitFirstChars:t.implicitFirstChars??null,resolve:t.resolve,identify:t.identify,represent:t.represent??(e=>String(e)),representTagName:t.representTagName??(()=>e)}}function Yn(e,t){let n=t.finalize===void 0;return{tagName:e,nodeKind:`sequence`,implicit:!1,matchByTagPrefix:t.matchByTagPrefix??!1,create:t.create,addItem:t.addItem,finalize:t.finalize??(e=>e),carrierIsResult:n,identify:t.identify,represent:t.represent??(e=>e),representTagName:t.representTagName??(()=>e)}}function Xn(e,t){let n=t.finalize===void 0;return{tagName:e,nodeKind:`mapping`,implicit:!1,matchByTagPrefix:t.matchByTagPrefix??!1,create:t.create,addPair:t.addPair,has:t.has,keys:t.keys,get:t.get,finalize:t.finalize??(e=>e),carrierIsResult:n,identify:t.identify,represent:t.represent??(e=>e),representTagName:t.representTagName??(()=>e)}}var Zn=Jn(`tag:yaml.org,2002:str`,{resolve:e=>e,identify:e=>typeof e==`string`}),Qn=[``,`~`,`null`,`Null`,`NULL`],$n=Jn(`tag:yaml.org,2002:null`,{implicit:!0,implicitFirstChars:[``,`~`,`n`,`N`],resolve:e=>Qn.indexOf(e)===-1?I:null,identify:e=>e===null,represent:()=>`null`}),er=Jn(`tag:yaml.org,2002:null`,{implicit:!0,implicitFirstChars:[`n`],resolve:(e,t)=>e===`null`||t&&e===``?null:I,identify:e=>e===null,represent:()=>`null`}),tr=[``,`~`,`null`,`Null`,`NULL`],nr=Jn(`tag:yaml.org,2002:null`,{implicit:!0,implicitFirstChars:[``,`~`,`n`,`N`],resolve:e=>tr.indexOf(e)===-1?I:null,identify:e=>e===null,represent:()=>`null`}),rr=[`true`,`True`,`TRUE`],ir=[`false`,`False`,`FALSE`],ar=Jn(`tag:yaml.org,2002:bool`,{implicit:!0,implicitFirstChars:[`t`,`T`,`f`,`F`],resolve:e=>rr.indexOf(e)!==-1||ir.indexOf(e)===-1&&I,identify:e=>Object.prototype.toString.call(e)===`[object Boolean]`,represent:e=>e?`true`:`false`}),or=[`true`],sr=[`false`],cr=Jn(`tag:yaml.org,2002:bool`,{implicit:!0,implicitFirstChars:[`t`,`f`],resolve:e=>or.indexOf(e)!==-1||sr.indexOf(e)===-1&&I,identify:e=>Object.prototype.toString.call(e)===`[object Boolean]`,represent:e=>e?`true`:`false`}),lr=[`true`,`True`,`TRUE`,`y`,`Y`,`yes`,`Yes`,`YES`,`on`,`On`,`ON`],ur=[`false`,`False`,`FALSE`,`n`,`N`,`no`,`No`,`NO`,`off`,`Off`,`OFF`],dr=Jn(`tag:yaml.org,2002:bool`,{implicit:!0,implicitFirstChars:[`y`,`Y`,`n`,`N`,`t`,`T`,`f`,`F`,`o`,`O`],resolve:e=>lr.indexOf(e)!==-1||ur.indexOf(e)===-1&&I,identify:e=>Object.prototype.toString.call(e)===`[object Boolean]`,represent:e=>e?`true`:`false`}),fr=/* @__PURE__ */ RegExp(`^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$`),pr=/* @__PURE__ */ RegExp(`^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$`);function mr(e){let t=e,n=1;return(t[0]===`-`||t[0]===`+`)&&(t[0]===`-`&&(n=-1),t=t.slice(1)),t.startsWith(`0b`)?n*parseInt(t.slice(2),2):t.startsWith(`0o`)?n*parseInt(t.slice(2),8):t.startsWith(`0x`)?n*parseInt(t.slice(2),16):n*parseInt(t,10)}function hr(e,t){if(t){if(!pr.test(e))return I}else if(!fr.test(e))return I;let n=mr(e);return Number.isFinite(n)?n:I}var gr=Jn(`tag:yaml.org,2002:int`,{implicit:!0,implicitFirstChars:[`-`,`+`,...`0123456789`],resolve:hr,identify:e=>Number.isInteger(e)&&!Object.is(e,-0)&&e.toString(10).indexOf(`e`)<0,represent:e=>e.toString(10)}),_r=/* @__PURE__ */ RegExp(`^-?(?:0|[1-9][0-9]*)$`),vr=/* @__PURE__ */ RegExp(`^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$`);function yr(e){let t=e,n=1;return(t[0]===`-`||t[0]===`+`)&&(t[0]===`-`&&(n=-1),t=t.slice(1)),t.startsWith(`0b`)?n*parseInt(t.slice(2),2):t.startsWith(`0o`)?n*parseInt(t.slice(2),8):t.startsWith(`0x`)?n*parseInt(t.slice(2),16):n*parseInt(t,10)}function br(e,t){if(t){if(!vr.test(e))return I}else if(!_r.test(e))return I;let n=yr(e);return Number.isFinite(n)?n:I}var xr=Jn(`tag:yaml.org,2002:int`,{implicit:!0,implicitFirstChars:[`-`,...`0123456789`],resolve:br,identify:e=>Number.isInteger(e)&&!Object.is(e,-0)&&e.toString(10).indexOf(`e`)<0,represent:e=>e.toString(10)}),Sr=/* @__PURE__ */ RegExp(`^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$`);function Cr(e){let t=e.replace(/_/g,``),n=1;if((t[0]===`-`||t[0]===`+`)&&(t[0]===`-`&&(n=-1),t=t.slice(1)),t.startsWith(`0b`))return n*parseInt(t.slice(2),2);if(t.startsWith(`0x`))return n*parseInt(t.slice(2),16);if(t.includes(`:`)){let e=0;for(let n of t.split(`:`))e=e*60+Number(n);return n*e}return t!==`0`&&t[0]===`0`?n*parseInt(t,8):n*parseInt(t,10)}function wr(e){if(!Sr.test(e))return I;let t=Cr(e);return Number.isFinite(t)?t:I}var Tr=Jn(`tag:yaml.org,2002:int`,{implicit:!0,implicitFirstChars:[`-`,`+`,...`0123456789`],resolve:wr,identify:e=>Number.isInteger(e)&&!Object.is(e,-0)&&e.toString(10).indexOf(`e`)<0,represent:e=>e.toString(10)}),Er=/* @__PURE__ */ RegExp(`^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$`),Dr=/* @__PURE__ */ RegExp(`^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$`);function Or(e){if(!Er.test(e))return I;let t=e.toLowerCase(),n=t[0]===`-`?-1:1;if(`+-`.includes(t[0])&&(t=t.slice(1)),t===`.inf`)return n===1?1/0:-1/0;if(t===`.nan`)return NaN;let r=n*parseFloat(t);return Number.isFinite(r)||Dr.test(e)?r:I}function kr(e){if(isNaN(e))return`.nan`;if(e===1/0)return`.inf`;if(e===-1/0)return`-.inf`;if(Object.is(e,-0))return`-0.0`;let t=e.toString(10);return/^[-+]?[0-9]+e/.test(t)?t.replace(`e`,`.e`):t}var Ar=Jn(`tag:yaml.org,2002:float`,{implicit:!0,implicitFirstChars:[`-`,`+`,`.`,...`0123456789`],resolve:Or,identify:e=>typeof e==`number`&&(!Number.isInteger(e)||Object.is(e,-0)||e.toString(10).indexOf(`e`)>=0),represent:kr}),jr=/* @__PURE__ */ RegExp(`^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$`),Mr=/* @__PURE__ */ RegExp(`^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$`);function Nr(e,t){if(t){if(!Mr.test(e))return I;let t=e.toLowerCase(),n=t[0]===`-`?-1:1;if(`+-`.includes(t[0])&&(t=t.slice(1)),t===`.inf`)return n===1?1/0:-1/0;if(t===`.nan`)return NaN;let r=n*parseFloat(t);return Number.isFinite(r)?r:I}if(!jr.test(e))return I;let n=Number(e);return Number.isFinite(n)?n:I}function Pr(e){if(isNaN(e))return`.nan`;if(e===1/0)return`.inf`;if(e===-1/0)return`-.inf`;if(Object.is(e,-0))return`-0.0`;let t=e.toString(10);return/^[-+]?[0-9]+e/.test(t)?t.replace(`e`,`.e`):t}var Fr=Jn(`tag:yaml.org,2002:float`,{implicit:!0,implicitFirstChars:[`-`,...`0123456789`],resolve:Nr,identify:e=>typeof e==`number`&&(!Number.isInteger(e)||Object.is(e,-0)||e.toString(10).indexOf(`e`)>=0),represent:Pr}),Ir=/* @__PURE__ */ RegExp(`^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$`),Lr=/* @__PURE__ */ RegExp(`^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$`);function Rr(e){if(!Ir.test(e))return I;let t=e.toLowerCase().replace(/_/g,``),n=t[0]===`-`?-1:1;if(`+-`.includes(t[0])&&(t=t.slice(1)),t===`.inf`)return n===1?1/0:-1/0;if(t===`.nan`)return NaN;let r=0;if(t.includes(`:`)){for(let e of t.split(`:`))r=r*60+Number(e);r*=n}else r=n*parseFloat(t);return Number.isFinite(r)||Lr.test(e)?r:I}function zr(e){if(isNaN(e))return`.nan`;if(e===1/0)return`.inf`;if(e===-1/0)return`-.inf`;if(Object.is(e,-0))return`-0.0`;let t=e.toString(10);return/^[-+]?[0-9]+e/.test(t)?t.replace(`e`,`.e`):t}var Br=Jn(`tag:yaml.org,2002:float`,{implicit:!0,implicitFirstChars:[`-`,`+`,`.`,...`0123456789`],resolve:Rr,identify:e=>typeof e==`number`&&(!Number.isInteger(e)||Object.is(e,-0)||e.toString(10).indexOf(`e`)>=0),represent:zr}),Vr=Jn(`tag:yaml.org,2002:merge`,{implicit:!0,implicitFirstChars:[`<`],resolve:(e,t)=>e===`<<`||t&&e===``?`<<`:I,identify:()=>!1}),Hr=/^[A-Za-z0-9+/]*={0,2}$/;function Ur(e){let t=e.replace(/\s/g,``);if(t.length%4!=0||!Hr.test(t))return I;let n=atob(t),r=new Uint8Array(n.length);for(let e=0;e<n.length;e++)r[e]=n.charCodeAt(e);return r}function Wr(e){let t=``;for(let n=0;n<e.length;n++)t+=String.fromCharCode(e[n]);return btoa(t)}var Gr=Jn(`tag:yaml.org,2002:binary`,{resolve:Ur,identify:e=>Object.prototype.toString.call(e)===`[object Uint8Array]`,represent:Wr}),Kr=/* @__PURE__ */ RegExp(`^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$`),qr=/* @__PURE__ */ RegExp(`^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$`);function Jr(e,t,n,r=0,i=0,a=0,o=0){let s=new Date(Date.UTC(e,t,n,r,i,a,o));return s.setUTCFullYear(e,t,n),s}function Yr(e){let t=Kr.exec(e);if(t===null&&(t=qr.exec(e)),t===null)return I;let n=+t[1],r=t[2]-1,i=+t[3];if(!t[4]){let e=Jr(n,r,i);return e.getUTCFullYear()!==n||e.getUTCMonth()!==r||e.getUTCDate()!==i?I:e}let a=+t[4],o=+t[5],s=+t[6],c=0;if(a>23||o>59||s>59)return I;if(t[7]){let e=t[7].slice(0,3);for(;e.length<3;)e+=`0`;c=+e}let l=Jr(n,r,i,a,o,s,c);if(l.getUTCFullYear()!==n||l.getUTCMonth()!==r||l.getUTCDate()!==i)return I;if(t[9]){let e=+t[10],n=+(t[11]||0);if(e>23||n>59)return I;let r=(e*60+n)*6e4;l.setTime(l.getTime()-(t[9]===`-`?-r:r))}return l}var Xr=Jn(`tag:yaml.org,2002:timestamp`,{implicit:!0,implicitFirstChars:[...`0123456789`],resolve:Yr,identify:e=>e instanceof Date,represent:e=>e.toISOString()}),Zr=Yn(`tag:yaml.org,2002:seq`,{create:()=>[],addItem:(e,t)=>{e.push(t)},identify:Array.isArray});function Qr(e){if(typeof e!=`object`||!e||Array.isArray(e))return!1;let t=Object.getPrototypeOf(e);return t===null||t===Object.prototype}function $r(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}var ei=Yn(`tag:yaml.org,2002:omap`,{create:()=>({list:[],seen:/* @__PURE__ */ new Set}),addItem:(e,t)=>{let n;if(t instanceof Map){if(t.size!==1)return`cannot resolve an ordered map item`;n=t.keys().next().value}else if(Qr(t)){let e=Object.keys(t);if(e.length!==1)return`cannot resolve an ordered map item`;n=e[0]}else return`cannot resolve an ordered map item`;return e.seen.has(n)?`duplicate key in ordered map`:(e.seen.add(n),e.list.push(t),``)},finalize:e=>e.list,identify:()=>!1}),ti=Yn(`tag:yaml.org,2002:pairs`,{create:()=>[],addItem:(e,t)=>{if(t instanceof Map)return t.size===1?(e.push(t.entries().next().value),``):`cannot resolve a pairs item`;if(Object.prototype.toString.call(t)!==`[object Object]`)return`cannot resolve a pairs item`;let n=t,r=Object.keys(n);return r.length===1?(e.push([r[0],n[r[0]]]),``):`cannot resolve a pairs item`},identify:()=>!1}),ni=Xn(`tag:yaml.org,2002:map`,{create:()=>({}),identify:Qr,represent:e=>{let t=/* @__PURE__ */ new Map;for(let n of Object.keys(e))t.set(n,e[n]);return t},addPair:(e,t,n)=>{if(typeof t==`object`&&t)return`object-based map does not support complex keys`;let r=String(t);return r===`__proto__`?Object.defineProperty(e,r,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[r]=n,``},has:(e,t)=>typeof t==`object`&&t?!1:Object.prototype.hasOwnProperty.call(e,String(t)),keys:e=>Object.keys(e),get:(e,t)=>{let n=String(t);return Object.prototype.hasOwnProperty.call(e,n)?e[n]:null}}),ri=Xn(`tag:yaml.org,2002:set`,{create:()=>/* @__PURE__ */ new Set,identify:e=>e instanceof Set,represent:e=>{let t=/* @__PURE__ */ new Map;for(let n of e)t.set(n,null);return t},addPair:(e,t,n)=>n===null?(e.add(t),``):`cannot resolve a set item`,has:(e,t)=>e.has(t),keys:e=>e.keys(),get:()=>null});function ii(){return{scalar:Object.create(null),sequence:Object.create(null),mapping:Object.create(null)}}function ai(){return{scalar:[],sequence:[],mapping:[]}}function oi(e){let t=[];for(let n of e){let e=t.length;for(let r=0;r<t.length;r++){let i=t[r];if(i.nodeKind===n.nodeKind&&i.tagName===n.tagName&&i.matchByTagPrefix===n.matchByTagPrefix){e=r;break}}t[e]=n}return t}var si=class e{tags;implicitScalarTags;implicitScalarByFirstChar;implicitScalarAnyFirstChar;defaultScalarTag;defaultSequenceTag;defaultMappingTag;exact;prefix;constructor(e){let t=oi(e),n=[],r=ii(),i=ai();for(let e of t){if(e.nodeKind===`scalar`&&e.implicit){if(e.matchByTagPrefix)throw Error(`Implicit scalar tags cannot match by tag prefix`);n.push(e)}switch(e.nodeKind){case`scalar`:e.matchByTagPrefix?i.scalar.push(e):r.scalar[e.tagName]=e;break;case`sequence`:e.matchByTagPrefix?i.sequence.push(e):r.sequence[e.tagName]=e;break;case`mapping`:e.matchByTagPrefix?i.mapping.push(e):r.mapping[e.tagName]=e}}let a=n.filter(e=>e.implicitFirstChars===null),o=/* @__PURE__ */ new Set;for(let e of n)if(e.implicitFirstChars!==null)for(let t of e.implicitFirstChars)o.add(t);let s=/* @__PURE__ */ new Map;for(let e of o)s.set(e,n.filter(t=>t.implicitFirstChars===null||t.implicitFirstChars.indexOf(e)!==-1));let c=r.scalar[`tag:yaml.org,2002:str`];if(!c)throw Error(`schema does not define the default scalar tag (tag:yaml.org,2002:str)`);this.tags=t,this.implicitScalarTags=n,this.implicitScalarByFirstChar=s,this.implicitScalarAnyFirstChar=a,this.defaultScalarTag=c,this.defaultSequenceTag=r.sequence[`tag:yaml.org,2002:seq`],this.defaultMappingTag=r.mapping[`tag:yaml.org,2002:map`],this.exact=r,this.prefix=i}lookupScalarTag(e){let t=this.exact.scalar[e];if(t)return t;for(let t of this.prefix.scalar)if(e.startsWith(t.tagName))return t}lookupSequenceTag(e){let t=this.exact.sequence[e];if(t)return t;for(let t of this.prefix.sequence)if(e.startsWith(t.tagName))return t}lookupMappingTag(e){let t=this.exact.mapping[e];if(t)return t;for(let t of this.prefix.mapping)if(e.startsWith(t.tagName))return t}resolveImplicitScalarTag(e){let t=this.implicitScalarByFirstChar.get(e.charAt(0))??this.implicitScalarAnyFirstChar;for(let n of t){let t=n.resolve(e,!1,n.tagName);if(t!==I)return{value:t,tag:n}}let n=this.defaultScalarTag;return{value:n.resolve(e,!1,n.tagName),tag:n}}withTags(...t){let n=[];for(let e of t)n=n.concat(e);return new e([...this.tags,...n])}},ci=new si([Zn,Zr,ni]);new si([...ci.tags,er,cr,xr,Fr]);var li=new si([...ci.tags,$n,ar,gr,Ar]),ui=new si([...ci.tags,nr,dr,Tr,Br,Xr,Vr,Gr,ei,ti,ri]).withTags({...Tr,resolve:(e,t,n)=>{let r=Tr.resolve(e,t,n);return r===I?gr.resolve(e,t,n):r}},{...Br,resolve:(e,t,n)=>{let r=Br.resolve(e,t,n);return r===I?Ar.resolve(e,t,n):r}});Xn(`tag:yaml.org,2002:map`,{create:()=>/* @__PURE__ */ new Map,addPair:(e,t,n)=>(e.set(t,n),``),has:(e,t)=>e.has(t),keys:e=>e.keys(),get:(e,t)=>e.get(t),identify:e=>e instanceof Map||Qr(e),represent:e=>{if(e instanceof Map)return e;let t=/* @__PURE__ */ new Map,n=e;for(let e of Object.keys(n))t.set(e,n[e]);return t}});function di(e){if(Array.isArray(e)){let t=Array.prototype.slice.call(e);for(let e=0;e<t.length;e++){if(Array.isArray(t[e]))return null;typeof t[e]==`object`&&Object.prototype.toString.call(t[e])===`[object Object]`&&(t[e]=`[object Object]`)}return String(t)}return typeof e==`object`&&Object.prototype.toString.call(e)===`[object Object]`?`[object Object]`:String(e)}Xn(`tag:yaml.org,2002:map`,{create:()=>({}),identify:Qr,represent:e=>{let t=/* @__PURE__ */ new Map;for(let n of Object.keys(e))t.set(n,e[n]);return t},addPair:(e,t,n)=>{let r=di(t);return r===null?`nested arrays are not supported inside keys`:(r===`__proto__`?Object.defineProperty(e,r,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[r]=n,``)},has:(e,t)=>{let n=di(t);return n!==null&&Object.prototype.hasOwnProperty.call(e,n)},keys:e=>Object.keys(e),get:(e,t)=>{let n=String(t);return Object.prototype.hasOwnProperty.call(e,n)?e[n]:null}});var fi={maxLength:79,indent:1,linesBefore:3,linesAfter:2};function pi(e,t,n,r,i){let a=``,o=``,s=Math.floor(i/2)-1;return r-t>s&&(a=` ... `,t=r-s+a.length),n-r>s&&(o=` ...`,n=r+s-o.length),{str:a+e.slice(t,n).replace(/\t/g,`→`)+o,pos:r-t+a.length}}function mi(e,t){return` `.repeat(Math.max(t-e.length,0))+e}function hi(e,t){if(!e.buffer)return null;let n={...fi,...t},r=/\r?\n|\r|\0/g,i=[0],a=[],o,s=-1;for(;o=r.exec(e.buffer);)a.push(o.index),i.push(o.index+o[0].length),e.position<=o.index&&s<0&&(s=i.length-2);s<0&&(s=i.length-1);let c=``,l=Math.min(e.line+n.linesAfter,a.length).toString().length,u=n.maxLength-(n.indent+l+3);for(let t=1;t<=n.linesBefore&&!(s-t<0);t++){let r=pi(e.buffer,i[s-t],a[s-t],e.position-(i[s]-i[s-t]),u);c=`${` `.repeat(n.indent)}${mi((e.line-t+1).toString(),l)} | ${r.str}\n${c}`}let d=pi(e.buffer,i[s],a[s],e.position,u);c+=`${` `.repeat(n.indent)}${mi((e.line+1).toString(),l)} | ${d.str}\n`,c+=`${`-`.repeat(n.indent+l+3+d.pos)}^\n`;for(let t=1;t<=n.linesAfter&&!(s+t>=a.length);t++){let r=pi(e.buffer,i[s+t],a[s+t],e.position-(i[s]-i[s+t]),u);c+=`${` `.repeat(n.indent)}${mi((e.line+t+1).toString(),l)} | ${r.str}\n`}return c.replace(/\n$/,``)}function gi(e,t){let n=``;return e.mark?(e.mark.name&&(n+=`in "${e.mark.name}" `),n+=`(${e.mark.line+1}:${e.mark.column+1})`,!t&&e.mark.snippet&&(n+=`\n\n${e.mark.snippet}`),`${e.reason} ${n}`):e.reason}var _i=class e extends Error{reason;mark;constructor(e,t){super(),this.name=`YAMLException`,this.reason=e,this.mark=t,this.message=gi(this,!1),Error.captureStackTrace&&Error.captureStackTrace(this,this.constructor)}toString(e){return`${this.name}: ${gi(this,e)}`}static throwAt(t,n,r,i=``){let a=0,o=0;for(let e=0;e<n;e++){let n=t.charCodeAt(e);n===10?(a++,o=e+1):n===13&&(a++,t.charCodeAt(e+1)===10&&e++,o=e+1)}let s={name:i,buffer:t,position:n,line:a,column:n-o};throw s.snippet=hi(s),new e(r,s)}},vi={DOCUMENT:1,SEQUENCE:2,MAPPING:3,SCALAR:4,ALIAS:5,POP:6},L={PLAIN:1,SINGLE_QUOTED:2,DOUBLE_QUOTED:3,LITERAL_BLOCK:4,FOLDED_BLOCK:5},yi={BLOCK:1,FLOW:2},bi={CLIP:1,STRIP:2,KEEP:3},xi=-1;function Si(e){switch(e){case 48:return`\0`;case 97:return`\x07`;case 98:return`\b`;case 116:return`	`;case 9:return`	`;case 110:return`
`;case 118:return`\v`;case 102:return`\f`;case 114:return`\r`;case 101:return`\x1B`;case 32:return` `;case 34:return`"`;case 47:return`/`;case 92:return`\\`;case 78:return``;case 95:return`\xA0`;case 76:return`\u2028`;case 80:return`\u2029`;default:return``}}var Ci=Array(256),wi=Array(256);for(let e=0;e<256;e++)Ci[e]=+!!Si(e),wi[e]=Si(e);function Ti(e){return e<=65535?String.fromCharCode(e):String.fromCharCode((e-65536>>10)+55296,(e-65536&1023)+56320)}function Ei(e){return e>=48&&e<=57?e-48:(e|32)-97+10}function Di(e){return e===120?2:e===117?4:8}function Oi(e,t,n){let r=0;for(;t<n;){let n=e.charCodeAt(t);if(n===10)r++,t++;else if(n===13)r++,t++,e.charCodeAt(t)===10&&t++;else if(n===32||n===9)t++;else break}return{position:t,breaks:r}}function ki(e){return e===1?` `:`
`.repeat(e-1)}function Ai(e,t,n){let r=``,i=t,a=t,o=t;for(;i<n;){let t=e.charCodeAt(i);if(t===10||t===13){r+=e.slice(a,o);let t=Oi(e,i,n);r+=ki(t.breaks),i=a=o=t.position}else i++,t!==32&&t!==9&&(o=i)}return r+e.slice(a,o)}function ji(e,t,n){let r=``,i=t,a=t,o=t;for(;i<n;){let t=e.charCodeAt(i);if(t===39)r+=e.slice(a,i)+`'`,i+=2,a=o=i;else if(t===10||t===13){r+=e.slice(a,o);let t=Oi(e,i,n);r+=ki(t.breaks),i=a=o=t.position}else i++,t!==32&&t!==9&&(o=i)}return r+e.slice(a,n)}function Mi(e,t,n){let r=``,i=t,a=t,o=t;for(;i<n;){let t=e.charCodeAt(i);if(t===92){r+=e.slice(a,i),i++;let t=e.charCodeAt(i);if(t===10||t===13)i=Oi(e,i,n).position;else if(t<256&&Ci[t])r+=wi[t],i++;else{let n=Di(t),a=0;for(;n>0;n--){i++;let t=Ei(e.charCodeAt(i));a=(a<<4)+t}r+=Ti(a),i++}a=o=i}else if(t===10||t===13){r+=e.slice(a,o);let t=Oi(e,i,n);r+=ki(t.breaks),i=a=o=t.position}else i++,t!==32&&t!==9&&(o=i)}return r+e.slice(a,n)}function Ni(e,t,n,r,i,a){let o=r<0?0:r,s=e.slice(t,n).replace(/\r\n?/g,`
`),c=s===``?[]:(s.endsWith(`
`)?s.slice(0,-1):s).split(`
`),l=``,u=!1,d=0,f=!1;for(let e of c){let t=0;for(;t<o&&e.charCodeAt(t)===32;)t++;if(r<0||t>=e.length){d++;continue}let n=e.slice(o),i=n.charCodeAt(0);a?i===32||i===9?(f=!0,l+=`
`.repeat(u?1+d:d)):f?(f=!1,l+=`
`.repeat(d+1)):d===0?u&&(l+=` `):l+=`
`.repeat(d):l+=`
`.repeat(u?1+d:d),l+=n,u=!0,d=0}return i===bi.KEEP?l+=`
`.repeat(u?1+d:d):i!==bi.STRIP&&u&&(l+=`
`),l}function Pi(e,t){if(t.valueStart===xi)return``;let{valueStart:n,valueEnd:r}=t;if(t.fast)return e.slice(n,r);switch(t.style){case L.SINGLE_QUOTED:return ji(e,n,r);case L.DOUBLE_QUOTED:return Mi(e,n,r);case L.LITERAL_BLOCK:return Ni(e,n,r,t.indent,t.chomping,!1);case L.FOLDED_BLOCK:return Ni(e,n,r,t.indent,t.chomping,!0);default:return Ai(e,n,r)}}var Fi=Object.assign(Object.create(null),{"!":`!`,"!!":`tag:yaml.org,2002:`}),Ii=`-#;/?:@&=+$_.~*'()`,Li=Ii+`!,[]`,Ri=`0123456789ABCDEF`;function zi(e){return`%`+Ri[e>>4]+Ri[e&15]}function Bi(e,t){let n=t?Ii:Li,r=``;for(let t=0;t<e.length;t++){let i=e.charCodeAt(t);i>=48&&i<=57||i>=65&&i<=90||i>=97&&i<=122||n.includes(e[t])?r+=e[t]:(i>=55296&&i<=56319&&(i=65536+((i&1023)<<10)+(e.charCodeAt(++t)&1023)),r+=i<128?zi(i):i<2048?zi(192|i>>6)+zi(128|i&63):i<65536?zi(224|i>>12)+zi(128|i>>6&63)+zi(128|i&63):zi(240|i>>18)+zi(128|i>>12&63)+zi(128|i>>6&63)+zi(128|i&63))}return r}function Vi(e){let t=``,n=0;for(;n<e.length;){if(e.charCodeAt(n)!==37){t+=e[n++];continue}let r=parseInt(e.slice(n+1,n+3),16);if(n+=3,r>=192){let t=r<224?1:r<240?2:3;for(r&=(1<<6-t)-1;t-->0;)r=r<<6|parseInt(e.slice(n+1,n+3),16)&63,n+=3}r<65536?t+=String.fromCharCode(r):(r-=65536,t+=String.fromCharCode(55296|r>>10,56320|r&1023))}return t}function Hi(e,t){if(e.startsWith(`!<`)&&e.endsWith(`>`))return Vi(e.slice(2,-1));let n=e.indexOf(`!`,1),r=n===-1?`!`:e.slice(0,n+1);return Vi(t?.[r]??Fi[r]??r)+Vi(e.slice(r.length))}function Ui(e){let t=e;return t.charCodeAt(0)===33?(t=t.slice(1),`!${Bi(t,!0)}`):t.slice(0,18)===`tag:yaml.org,2002:`?`!!${Bi(t.slice(18),!0)}`:`!<${Bi(t,!1)}>`}var Wi=-1,Gi=`tag:yaml.org,2002:merge`,Ki={filename:``,schema:li,json:!1,maxTotalMergeKeys:1e4,maxAliases:-1};function qi(e){return`tagStart`in e&&e.tagStart!==Wi?e.tagStart:`anchorStart`in e&&e.anchorStart!==Wi?e.anchorStart:`valueStart`in e&&e.valueStart!==Wi?e.valueStart:`start`in e?e.start:0}function Ji(e,t){_i.throwAt(e.source,e.position,t,e.filename)}function Yi(e,t,n,r){try{return n.finalize(r)}catch(n){if(n instanceof _i)throw n;_i.throwAt(e.source,t,n instanceof Error?n.message:String(n),e.filename)}}function Xi(e,t){let n=Pi(e.source,t),r=t.tagStart===Wi?``:e.source.slice(t.tagStart,t.tagEnd),i=e.schema.defaultScalarTag;if(r!==``){if(r===`!`)return{value:n,tag:i};let t=Hi(r,e.tagHandlers),a=e.schema.lookupScalarTag(t);if(a){let r=a.resolve(n,!0,t);return r===I&&Ji(e,`cannot resolve a node with !<${t}> explicit tag`),{value:r,tag:a}}let o=e.schema.lookupMappingTag(t)??e.schema.lookupSequenceTag(t);if(o){n!==``&&Ji(e,`cannot resolve a node with !<${t}> explicit tag`);let r=o.create(t);return{value:o.carrierIsResult?r:Yi(e,e.position,o,r),tag:o}}Ji(e,`unknown scalar tag !<${t}>`)}return t.style===L.PLAIN?e.schema.resolveImplicitScalarTag(n):{value:i.resolve(n,!1,i.tagName),tag:i}}function Zi(e,t,n){let r=t.tagStart===Wi?``:e.source.slice(t.tagStart,t.tagEnd);return r===``||r===`!`?n:Hi(r,e.tagHandlers)}function Qi(e){return e.nodeKind===`mapping`}function $i(e){e.totalMergeKeys++,e.maxTotalMergeKeys!==-1&&e.totalMergeKeys>e.maxTotalMergeKeys&&Ji(e,`merge keys exceeded maxTotalMergeKeys (${e.maxTotalMergeKeys})`)}function ea(e,t,n,r){$i(e);for(let i of r.keys(n)){if($i(e),t.tag.has(t.value,i))continue;let a=t.tag.addPair(t.value,i,r.get(n,i));a&&Ji(e,a),t.overridable??=/* @__PURE__ */ new Set,t.overridable.add(i)}}function ta(e,t,n,r){if(e.position=t.keyPosition,Qi(r))ea(e,t,n,r);else if(r.nodeKind===`sequence`&&Array.isArray(n)){n.length>100&&Ji(e,`abnormal merge sequence size`);for(let r of n){let n=e.nodeTags.get(r);n||Ji(e,`cannot merge mappings; the provided source object is unacceptable`),ea(e,t,r,n)}}else Ji(e,`cannot merge mappings; the provided source object is unacceptable`)}function na(e,t,n,r,i){if(e.position=t.keyPosition,t.keyIsMerge){ta(e,t,r,i);return}!e.json&&t.tag.has(t.value,n)&&!t.overridable?.has(n)&&Ji(e,`duplicated mapping key`);let a=t.tag.addPair(t.value,n,r);a&&Ji(e,a),t.overridable?.delete(n)}function ra(e,t,n){let r=e.frames[e.frames.length-1];if(r.kind===`document`)r.value=t,r.hasValue=!0;else if(r.kind===`sequence`){Qi(n)&&e.nodeTags.set(t,n);let i=r.tag.addItem(r.value,t,r.index++);i&&Ji(e,i)}else if(r.hasKey){let i=r.key;r.key=void 0,r.hasKey=!1,na(e,r,i,t,n)}else r.key=t,r.keyPosition=e.position,r.hasKey=!0,r.keyIsMerge=n.tagName===Gi}function ia(e,t,n,r,i){if(t.anchorStart!==Wi){let a={value:n,tag:r,isValueFinal:i};return e.anchors.set(e.source.slice(t.anchorStart,t.anchorEnd),a),a}return null}function aa(e,t){let n={...Ki,...t,events:e,documents:[],eventIndex:0,position:0,frames:[],anchors:/* @__PURE__ */ new Map,nodeTags:/* @__PURE__ */ new Map,tagHandlers:Object.create(null),totalMergeKeys:0,aliasCount:0};for(;n.eventIndex<n.events.length;){let e=n.events[n.eventIndex++];switch(n.position=qi(e),e.type){case vi.DOCUMENT:n.anchors=/* @__PURE__ */ new Map,n.nodeTags=/* @__PURE__ */ new Map,n.aliasCount=0,n.tagHandlers=Object.create(null);for(let t of e.directives)t.kind===`tag`&&(n.tagHandlers[t.handle]=t.prefix);n.frames.push({kind:`document`,position:n.position,value:void 0,hasValue:!1});break;case vi.SCALAR:{let{value:t,tag:r}=Xi(n,e);ia(n,e,t,r,!0),ra(n,t,r);break}case vi.SEQUENCE:{let t=Zi(n,e,`tag:yaml.org,2002:seq`),r=n.schema.lookupSequenceTag(t);r||Ji(n,`unknown sequence tag !<${t}>`);let i=r.create(t),a=ia(n,e,i,r,r.carrierIsResult);n.frames.push({kind:`sequence`,position:n.position,value:i,tag:r,anchor:a,index:0});break}case vi.MAPPING:{let t=Zi(n,e,`tag:yaml.org,2002:map`),r=n.schema.lookupMappingTag(t);r||Ji(n,`unknown mapping tag !<${t}>`);let i=r.create(t),a=ia(n,e,i,r,r.carrierIsResult);n.frames.push({kind:`mapping`,position:n.position,value:i,tag:r,anchor:a,key:void 0,keyPosition:n.position,hasKey:!1,keyIsMerge:!1,overridable:null});break}case vi.ALIAS:{n.maxAliases!==-1&&++n.aliasCount>n.maxAliases&&Ji(n,`aliases exceeded maxAliases (${n.maxAliases})`);let t=n.source.slice(e.anchorStart,e.anchorEnd),r=n.anchors.get(t);r||Ji(n,`unidentified alias "${t}"`),r.isValueFinal||Ji(n,`recursive alias "${t}" is not supported for tag ${r.tag.tagName} because it uses finalize()`),ra(n,r.value,r.tag);break}case vi.POP:{let e=n.frames.pop();if(e.kind===`mapping`&&e.hasKey&&(n.position=e.keyPosition,Ji(n,`incomplete mapping pair in event stream`)),e.kind===`document`)n.documents.push(e.value);else{let t=e.tag.carrierIsResult?e.value:Yi(n,e.position,e.tag,e.value);e.anchor&&(e.anchor.value=t,e.anchor.isValueFinal=!0),ra(n,t,e.tag)}break}}}return n.documents}var R=-1,oa=Object.prototype.hasOwnProperty,sa=1,ca=2,la=3,ua=4,da=/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/,fa=/[,\[\]{}]/,pa=/^(?:!|!!|![0-9A-Za-z-]+!)$/,ma=String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`,ha=String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`,ga=RegExp(`^(?:${ma})*$`),_a=RegExp(`^(?:${ha})+$`),va=RegExp(`^(?:!(?:${ma})*|${ha}(?:${ma})*)$`),ya={filename:``,maxDepth:100};function ba(e,t,n){e.events.push({type:vi.DOCUMENT,explicitStart:t,explicitEnd:n,directives:e.directives})}function xa(e,t,n,r,i,a,o){e.events.push({type:vi.SEQUENCE,start:t,anchorStart:n,anchorEnd:r,tagStart:i,tagEnd:a,style:o})}function Sa(e,t,n,r,i,a,o){e.events.push({type:vi.MAPPING,start:t,anchorStart:n,anchorEnd:r,tagStart:i,tagEnd:a,style:o})}function Ca(e,t){e.events.splice(t.eventsLength,0,{type:vi.MAPPING,start:t.position,anchorStart:R,anchorEnd:R,tagStart:R,tagEnd:R,style:yi.FLOW})}function wa(e,t,n,r,i,a,o,s,c=bi.CLIP,l=-1,u=!1){e.events.push({type:vi.SCALAR,valueStart:t,valueEnd:n,anchorStart:r,anchorEnd:i,tagStart:a,tagEnd:o,style:s,chomping:c,indent:l,fast:u})}function Ta(e,t,n){e.events.push({type:vi.ALIAS,anchorStart:t,anchorEnd:n})}function Ea(e){e.events.push({type:vi.POP})}function Da(e){wa(e,R,R,R,R,R,R,L.PLAIN)}function Oa(){return{anchorStart:R,anchorEnd:R,tagStart:R,tagEnd:R}}function ka(e){return{position:e.position,line:e.line,lineStart:e.lineStart,lineIndent:e.lineIndent,firstTabInLine:e.firstTabInLine,eventsLength:e.events.length}}function Aa(e,t){e.position=t.position,e.line=t.line,e.lineStart=t.lineStart,e.lineIndent=t.lineIndent,e.firstTabInLine=t.firstTabInLine,e.events.length=t.eventsLength}function z(e,t){_i.throwAt(e.input.slice(0,e.length),e.position,t,e.filename)}function ja(e){return e===10||e===13}function Ma(e){return e===9||e===32}function Na(e){return Ma(e)||ja(e)}function Pa(e){return e===0||Na(e)}function Fa(e){return e===44||e===91||e===93||e===123||e===125}function Ia(e){return e>=48&&e<=57?e-48:-1}function La(e){if(e>=48&&e<=57)return e-48;let t=e|32;return t>=97&&t<=102?t-97+10:-1}function Ra(e){return e===120?2:e===117?4:e===85?8:0}function za(e){return e===48||e===97||e===98||e===116||e===9||e===110||e===118||e===102||e===114||e===101||e===32||e===34||e===47||e===92||e===78||e===95||e===76||e===80}function Ba(e){e.input.charCodeAt(e.position)===10?e.position++:(e.position++,e.input.charCodeAt(e.position)===10&&e.position++),e.line++,e.lineStart=e.position,e.lineIndent=0,e.firstTabInLine=-1}function Va(e,t){let n=0,r=e.input.charCodeAt(e.position),i=e.position===e.lineStart||Na(e.input.charCodeAt(e.position-1));for(;r!==0;){for(;Ma(r);)i=!0,r===9&&e.firstTabInLine===-1&&(e.firstTabInLine=e.position),r=e.input.charCodeAt(++e.position);if(t&&i&&r===35)do r=e.input.charCodeAt(++e.position);while(!ja(r)&&r!==0);if(!ja(r))break;for(Ba(e),n++,i=!0,r=e.input.charCodeAt(e.position);r===32;)e.lineIndent++,r=e.input.charCodeAt(++e.position)}return n}function Ha(e,t=e.position){let n=e.input.charCodeAt(t);if((n===45||n===46)&&n===e.input.charCodeAt(t+1)&&n===e.input.charCodeAt(t+2)){let n=e.input.charCodeAt(t+3);return n===0||Na(n)}return!1}function Ua(e){e.position===e.lineStart&&e.input.charCodeAt(e.position)===65279&&(e.position++,e.lineStart=e.position)}function Wa(e){if(e.position!==e.lineStart)return!1;if(Ha(e))return!0;if(e.input.charCodeAt(e.position)!==65279)return!1;let t=ka(e);Ua(e),Va(e,!0);let n=e.input.charCodeAt(e.position),r=e.position===e.lineStart&&(n===37||n===45&&Ha(e));return Aa(e,t),r}function Ga(e){let t=e.input.charCodeAt(e.position);for(;t!==0&&!ja(t);)t=e.input.charCodeAt(++e.position)}function Ka(e,t,n){let r=da.exec(e.input.slice(t,n));r!==null&&(e.position=t+r.index+r[0].length-1,z(e,`the stream contains non-printable characters`))}function qa(e,t,n){if(e.input.charCodeAt(e.position)!==33)return!1;t.tagStart!==R&&z(e,`duplication of a tag property`);let r=e.position,i=!1,a=!1,o=`!`,s=e.input.charCodeAt(++e.position);s===60?(i=!0,s=e.input.charCodeAt(++e.position)):s===33&&(a=!0,o=`!!`,s=e.input.charCodeAt(++e.position));let c=e.position,l;if(i){for(;s!==0&&s!==62;)s=e.input.charCodeAt(++e.position);s!==62&&z(e,`unexpected end of the stream within a verbatim tag`),l=e.input.slice(c,e.position),e.position++}else{for(;s!==0&&!Na(s)&&!(n&&Fa(s));)s===33&&(a?z(e,`tag suffix cannot contain exclamation marks`):(o=e.input.slice(c-1,e.position+1),pa.test(o)||z(e,`named tag handle cannot contain such characters`),a=!0,c=e.position+1)),s=e.input.charCodeAt(++e.position);l=e.input.slice(c,e.position),fa.test(l)&&z(e,`tag suffix cannot contain flow indicator characters`)}return l&&!(i?ga.test(l):_a.test(l))&&z(e,`tag name cannot contain such characters: ${l}`),!i&&o!==`!`&&o!==`!!`&&!oa.call(e.tagHandlers,o)&&z(e,`undeclared tag handle "${o}"`),t.tagStart=r,t.tagEnd=e.position,!0}function Ja(e,t){if(e.input.charCodeAt(e.position)!==38)return!1;t.anchorStart!==R&&z(e,`duplication of an anchor property`),e.position++;let n=e.position;for(;e.input.charCodeAt(e.position)!==0&&!Na(e.input.charCodeAt(e.position))&&!Fa(e.input.charCodeAt(e.position));)e.position++;return e.position===n&&z(e,`name of an anchor node must contain at least one character`),t.anchorStart=n,t.anchorEnd=e.position,!0}function Ya(e,t){if(e.input.charCodeAt(e.position)!==42)return!1;(t.anchorStart!==R||t.tagStart!==R)&&z(e,`alias node should not have any properties`),e.position++;let n=e.position;for(;e.input.charCodeAt(e.position)!==0&&!Na(e.input.charCodeAt(e.position))&&!Fa(e.input.charCodeAt(e.position));)e.position++;return e.position===n&&z(e,`name of an alias node must contain at least one character`),Ta(e,n,e.position),!0}function Xa(e,t){Va(e,!1),e.lineIndent<t&&z(e,`deficient indentation`)}function Za(e,t,n){if(e.input.charCodeAt(e.position)!==39)return!1;e.position++;let r=e.position,i=!0;for(;e.input.charCodeAt(e.position)!==0;){let a=e.input.charCodeAt(e.position);if(a===39){if(e.input.charCodeAt(e.position+1)===39){i=!1,e.position+=2;continue}let t=e.position;return e.position++,wa(e,r,t,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,L.SINGLE_QUOTED,bi.CLIP,-1,i),!0}ja(a)?(i=!1,Xa(e,t)):e.position===e.lineStart&&Ha(e)?z(e,`unexpected end of the document within a single quoted scalar`):a!==9&&a<32?z(e,`expected valid JSON character`):e.position++}z(e,`unexpected end of the stream within a single quoted scalar`)}function Qa(e,t,n){if(e.input.charCodeAt(e.position)!==34)return!1;e.position++;let r=e.position,i=!0;for(;e.input.charCodeAt(e.position)!==0;){let a=e.input.charCodeAt(e.position);if(a===34){let t=e.position;return e.position++,wa(e,r,t,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,L.DOUBLE_QUOTED,bi.CLIP,-1,i),!0}if(a===92){i=!1;let n=e.input.charCodeAt(++e.position);if(ja(n))Xa(e,t);else if(za(n))e.position++;else{let t=Ra(n);for(t===0&&z(e,`unknown escape sequence`);t-->0;)e.position++,La(e.input.charCodeAt(e.position))<0&&z(e,`expected hexadecimal character`);e.position++}}else ja(a)?(i=!1,Xa(e,t)):e.position===e.lineStart&&Ha(e)?z(e,`unexpected end of the document within a double quoted scalar`):a!==9&&a<32?z(e,`expected valid JSON character`):e.position++}z(e,`unexpected end of the stream within a double quoted scalar`)}function $a(e,t,n){let r=e.input.charCodeAt(e.position),i=bi.CLIP,a=-1,o=!1;if(r!==124&&r!==62)return!1;let s=r===124?L.LITERAL_BLOCK:L.FOLDED_BLOCK;for(e.position++;e.input.charCodeAt(e.position)!==0;){let n=e.input.charCodeAt(e.position),r=Ia(n);if(n===43||n===45)i!==bi.CLIP&&z(e,`repeat of a chomping mode identifier`),i=n===43?bi.KEEP:bi.STRIP,e.position++;else if(r>=0)r===0&&z(e,`bad explicit indentation width of a block scalar; it cannot be less than one`),o&&z(e,`repeat of an indentation width identifier`),a=t+r-1,o=!0,e.position++;else break}let c=!1;for(;Ma(e.input.charCodeAt(e.position));)c=!0,e.position++;c&&e.input.charCodeAt(e.position)===35&&Ga(e),ja(e.input.charCodeAt(e.position))?Ba(e):e.input.charCodeAt(e.position)!==0&&z(e,`a line break is expected`);let l=o?a:-1,u=0,d=e.position,f=e.position;for(;e.input.charCodeAt(e.position)!==0;){let n=e.position,r=0;for(;e.input.charCodeAt(n+r)===32;)r++;let i=e.input.charCodeAt(n+r);if(i===0){l>=0?r>l&&(f=n+r):r>0&&(f=n+r);break}if(Wa(e))break;if(!o&&l===-1&&ja(i)&&(u=Math.max(u,r)),!o&&l===-1&&!ja(i)&&(i===9&&r<t&&(e.position=n+r,z(e,`tab characters must not be used in indentation`)),r>=t&&r<u&&(e.position=n+r,z(e,`bad indentation of a mapping entry`))),l===-1&&i!==0&&!ja(i)&&r<t){e.lineIndent=r,e.position=n+r;break}!o&&i!==0&&!ja(i)&&l===-1&&(l=r);let a=l===-1?t+1:l;if(i!==0&&!ja(i)&&r<a){e.lineIndent=r,e.position=n+r;break}Ga(e),f=e.position,ja(e.input.charCodeAt(e.position))&&(Ba(e),f=e.position)}return Ka(e,d,f),wa(e,d,f,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,s,i,l),!0}function eo(e,t){let n=e.input.charCodeAt(e.position),r=t===sa;if(n===0||Na(n)||n===35||n===38||n===42||n===33||n===124||n===62||n===39||n===34||n===37||n===64||n===96||Fa(n))return!1;if(n===63||n===45){let t=e.input.charCodeAt(e.position+1);if(Pa(t)||r&&Fa(t))return!1}return!0}function to(e,t,n,r){if(!eo(e,n))return!1;let i=e.position,a=e.position,o=e.input.charCodeAt(e.position),s=n===sa,c=!1;for(;o!==0&&!Wa(e);){if(o===58){let t=e.input.charCodeAt(e.position+1);if(Pa(t)||s&&Fa(t))break}else if(o===35){if(Na(e.input.charCodeAt(e.position-1)))break}else if(s&&Fa(o))break;else if(ja(o)){let n=e.position,r=e.line,i=e.lineStart,a=e.lineIndent;if(Va(e,!1),e.lineIndent>=t){c=!0,o=e.input.charCodeAt(e.position);continue}e.position=n,e.line=r,e.lineStart=i,e.lineIndent=a;break}Ma(o)||(a=e.position+1),o=e.input.charCodeAt(++e.position)}return a!==i&&(Ka(e,i,a),wa(e,i,a,r.anchorStart,r.anchorEnd,r.tagStart,r.tagEnd,L.PLAIN,bi.CLIP,-1,!c),!0)}function no(e,t){let n=e.line;Va(e,!0),(e.line>n&&e.lineIndent<t||e.firstTabInLine!==-1&&e.lineIndent<t)&&z(e,`deficient indentation`)}function ro(e,t,n){let r=e.input.charCodeAt(e.position),i=r===123,a=e.position,o=!0;if(r!==91&&r!==123)return!1;let s=i?125:93;for(i?Sa(e,a,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,yi.FLOW):xa(e,a,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,yi.FLOW),e.position++;e.input.charCodeAt(e.position)!==0;){no(e,t);let n=e.input.charCodeAt(e.position);if(n===s)return e.position++,Ea(e),!0;o?n===44&&z(e,`expected the node content, but found ','`):z(e,`missed comma between flow collection entries`);let r=!1,a=!1;n===63&&Na(e.input.charCodeAt(e.position+1))&&(r=a=!0,e.position+=1,no(e,t));let c=e.line,l=ka(e),u=oo(e,t,sa,!1,!0);no(e,t),n=e.input.charCodeAt(e.position),(i||a||e.line===c)&&n===58?(r=!0,e.position++,no(e,t),i||Ca(e,l),u||Da(e),oo(e,t,sa,!1,!0)||Da(e),no(e,t),i||Ea(e)):i&&r?(u||Da(e),Da(e)):i?Da(e):r&&(Ca(e,l),u||Da(e),Da(e),Ea(e)),n=e.input.charCodeAt(e.position),n===44?(o=!0,e.position++):o=!1}z(e,`unexpected end of the stream within a flow collection`)}function io(e,t,n){if(e.firstTabInLine!==-1||e.input.charCodeAt(e.position)!==45||!Pa(e.input.charCodeAt(e.position+1)))return!1;for(xa(e,e.position,n.anchorStart,n.anchorEnd,n.tagStart,n.tagEnd,yi.BLOCK);e.input.charCodeAt(e.position)===45&&Pa(e.input.charCodeAt(e.position+1));){e.firstTabInLine!==-1&&(e.position=e.firstTabInLine,z(e,`tab characters must not be used in indentation`));let n=e.line;e.position++;let r=Va(e,!0)>0;if(e.firstTabInLine!==-1&&e.input.charCodeAt(e.position)===45&&Pa(e.input.charCodeAt(e.position+1))&&z(e,`bad indentation of a sequence entry`),r&&e.lineIndent<=t?Da(e):oo(e,t,la,!1,!0),Va(e,!0),e.lineIndent<t||e.position>=e.length)break;e.lineIndent>t&&z(e,`bad indentation of a sequence entry`),e.line===n&&e.input.charCodeAt(e.position)===45&&Pa(e.input.charCodeAt(e.position+1))&&z(e,`bad indentation of a sequence entry`)}return Ea(e),!0}function ao(e,t,n,r){let i=!1,a=!1,o=!1,s=!1;if(e.firstTabInLine!==-1)return!1;let c=e.input.charCodeAt(e.position);for(;c!==0;){!i&&e.firstTabInLine!==-1&&(e.position=e.firstTabInLine,z(e,`tab characters must not be used in indentation`));let l=e.input.charCodeAt(e.position+1),u=e.line;if((c===63||c===58)&&Pa(l))o||=(Sa(e,e.position,r.anchorStart,r.anchorEnd,r.tagStart,r.tagEnd,yi.BLOCK),!0),c===63?(i&&Da(e),a=!0,i=!0):(i||(Da(e),a=!0),i=!1),e.position+=1,s=!0;else{i&&=(Da(e),!1);let t=ka(e);if(!oo(e,n,ca,!1,!0))break;if(e.line===u){for(c=e.input.charCodeAt(e.position);Ma(c);)c=e.input.charCodeAt(++e.position);if(c===58)c=e.input.charCodeAt(++e.position),Pa(c)||z(e,`a whitespace character is expected after the key-value separator within a block mapping`),o||=(e.events.splice(t.eventsLength,0,{type:vi.MAPPING,start:t.position,anchorStart:r.anchorStart,anchorEnd:r.anchorEnd,tagStart:r.tagStart,tagEnd:r.tagEnd,style:yi.BLOCK}),!0),a=!0,i=!1,s=!1;else if(a)z(e,`expected ':' after a mapping key`);else return r.anchorStart!==R||r.tagStart!==R?(Aa(e,t),!1):!0}else if(a)z(e,`can not read a block mapping entry; a multiline key may not be an implicit key`);else return r.anchorStart!==R||r.tagStart!==R?(Aa(e,t),!1):!0}if(oo(e,t,ua,!0,s)&&(s=!1),i||(s&&=(Da(e),!1)),Va(e,!0),c=e.input.charCodeAt(e.position),(e.line===u||e.lineIndent>t)&&c!==0)z(e,`bad indentation of a mapping entry`);else if(e.lineIndent<t)break}return a?(i&&Da(e),o&&Ea(e),!0):!1}function oo(e,t,n,r,i,a=!0){e.depth>=e.maxDepth&&z(e,`nesting exceeded maxDepth (${e.maxDepth})`),e.depth++;let o=1,s=!1,c=!1,l=null,u=Oa(),d=n===ua||n===la,f=d,p=d;if(r&&Va(e,!0)&&(s=!0,o=e.lineIndent>t?1:e.lineIndent===t?0:-1),o===1)for(;;){let r=e.input.charCodeAt(e.position),i=ka(e);if(s&&o!==1&&(r===33||r===38))break;if(s&&p&&(u.tagStart!==R||u.anchorStart!==R)&&(r===33||r===38)){let n=ka(e),r=t+1;if(ao(e,e.position-e.lineStart,r,u)&&e.events[n.eventsLength]?.type===vi.MAPPING)return e.depth--,!0;Aa(e,n)}if(s&&(r===33&&u.tagStart!==R||r===38&&u.anchorStart!==R)||!qa(e,u,n===sa)&&!Ja(e,u))break;l===null&&(l=i),Va(e,!0)?(s=!0,f=p,o=e.lineIndent>t?1:e.lineIndent===t?0:-1):f=!1}if(f&&=s||i,o===1||n===ua){let r=n===sa||n===ca?t:t+1,i=e.position-e.lineStart;if(o===1){if(f&&(io(e,i,u)||ao(e,i,r,u))||ro(e,r,u))c=!0;else{let t=e.input.charCodeAt(e.position);if(l!==null&&a&&p&&!f&&t!==124&&t!==62){let t=ka(e),n=l.position-l.lineStart;Aa(e,l),ao(e,n,r,Oa())&&e.events[t.eventsLength]?.type===vi.MAPPING?c=!0:Aa(e,t)}!c&&(d&&$a(e,r,u)||Za(e,r,u)||Qa(e,r,u)||Ya(e,u)||to(e,r,n,u))&&(c=!0)}}else o===0&&(c=f&&io(e,i,u))}return d&&=!c,!c&&(u.anchorStart!==R||u.tagStart!==R||d)&&(wa(e,R,R,u.anchorStart,u.anchorEnd,u.tagStart,u.tagEnd,L.PLAIN),c=!0),e.depth--,c||u.anchorStart!==R||u.tagStart!==R}function so(e){if(e.lineIndent>0||e.input.charCodeAt(e.position)!==37)return!1;e.position++;let t=e.position;for(;e.input.charCodeAt(e.position)!==0&&!Na(e.input.charCodeAt(e.position));)e.position++;let n=e.input.slice(t,e.position),r=[];for(n.length===0&&z(e,`directive name must not be less than one character in length`);e.input.charCodeAt(e.position)!==0&&!ja(e.input.charCodeAt(e.position));){for(;Ma(e.input.charCodeAt(e.position));)e.position++;if(e.input.charCodeAt(e.position)===35||ja(e.input.charCodeAt(e.position))||e.input.charCodeAt(e.position)===0)break;let t=e.position;for(;e.input.charCodeAt(e.position)!==0&&!Na(e.input.charCodeAt(e.position));)e.position++;r.push(e.input.slice(t,e.position))}if(ja(e.input.charCodeAt(e.position))&&Ba(e),n===`YAML`){e.directives.some(e=>e.kind===`yaml`)&&z(e,`duplication of %YAML directive`),r.length!==1&&z(e,`YAML directive accepts exactly one argument`);let t=/^([0-9]+)\.([0-9]+)$/.exec(r[0]);t===null&&z(e,`ill-formed argument of the YAML directive`),parseInt(t[1],10)!==1&&z(e,`unacceptable YAML version of the document`),e.directives.push({kind:`yaml`,version:r[0]})}else if(n===`TAG`){r.length!==2&&z(e,`TAG directive accepts exactly two arguments`);let[t,n]=r;pa.test(t)||z(e,`ill-formed tag handle (first argument) of the TAG directive`),oa.call(e.tagHandlers,t)&&z(e,`there is a previously declared suffix for "${t}" tag handle`),va.test(n)||z(e,`ill-formed tag prefix (second argument) of the TAG directive`),e.tagHandlers[t]=n,e.directives.push({kind:`tag`,handle:t,prefix:n})}return!0}function co(e){e.directives=[],e.tagHandlers=Object.create(null);let t=!1;for(Va(e,!0);so(e);)t=!0,Va(e,!0);let n=!1,r=!1,i=!0;if(e.lineIndent===0&&e.input.charCodeAt(e.position)===45&&e.input.charCodeAt(e.position+1)===45&&e.input.charCodeAt(e.position+2)===45&&Pa(e.input.charCodeAt(e.position+3))){n=!0;let t=e.line;e.position+=3,Va(e,!0),i=e.line>t}else t&&z(e,`directives end mark is expected`);let a=e.events.length;if(!n&&e.position===e.lineStart&&e.input.charCodeAt(e.position)===46&&Ha(e)){e.position+=3,Va(e,!0);return}if(ba(e,n,!1),oo(e,e.lineIndent-1,ua,!1,i,i)||Da(e),Va(e,!0),e.position===e.lineStart&&Ha(e)&&(r=e.input.charCodeAt(e.position)===46,r)){let t=e.line;e.position+=3,Va(e,!0),e.line===t&&e.position<e.length&&z(e,`end of the stream or a document separator is expected`)}let o=e.events[a];o?.type===vi.DOCUMENT&&(o.explicitEnd=r),Ea(e),!r&&e.position<e.length&&!Wa(e)&&z(e,`end of the stream or a document separator is expected`)}function lo(e,t){let n=e.length,r={...ya,...t,input:`${e}\0`,length:n,position:0,line:0,lineStart:0,lineIndent:0,firstTabInLine:-1,depth:0,directives:[],tagHandlers:Object.create(null),events:[]},i=e.indexOf(`\0`);for(i!==-1&&_i.throwAt(e,i,`null byte is not allowed in input`,r.filename);r.position<r.length&&(Ua(r),Va(r,!0),!(r.position>=r.length));){let e=r.position;co(r),r.position===e&&
/* c8 ignore next */
z(r,`can not read a document`)}return r.events}var uo={...ya,...Ki};function fo(e,t={}){let n={...uo,...t},r=String(e),i=Object.keys(ya),a=Object.keys(Ki);return aa(lo(r,$r(n,i)),{...$r(n,a),source:r})}function po(e,t){let n=fo(e,t);if(n.length===0)throw new _i(`expected a document, but the input is empty`);if(n.length===1)return n[0];throw new _i(`expected a single document in the stream, but found more`)}var mo=Symbol(`INVALID`);function ho(e){let t=new Set([e.defaultScalarTag,e.defaultSequenceTag,e.defaultMappingTag].filter(e=>e!==void 0)),n=e.implicitScalarTags,r=e.tags.filter(e=>!(e.nodeKind===`scalar`&&e.implicit)&&!t.has(e)),i=e.tags.filter(e=>t.has(e));return[...n.map(e=>({tag:e,implicitTag:!0})),...r.map(e=>({tag:e,implicitTag:!1})),...i.map(e=>({tag:e,implicitTag:!0}))]}function go(e,t){for(let n=0,r=e.representTypes.length;n<r;n+=1){let{tag:r,implicitTag:i}=e.representTypes[n];if(r.identify(t)){let e;return e=r.matchByTagPrefix?r.representTagName(t):r.tagName,{tag:r,tagName:e,implicitTag:i}}}return null}function _o(e,t){if(!e.noRefs&&typeof t==`object`&&t){let n=e.refs.get(t);if(n)return n.anchor===void 0&&(n.anchor=`ref_${e.refCounter++}`),{kind:`alias`,anchor:n.anchor}}let n=go(e,t);if(!n){if(t===void 0||e.skipInvalid)return mo;throw new _i(`unacceptable kind of an object to dump ${Object.prototype.toString.call(t)}`)}let{tag:r,tagName:i,implicitTag:a}=n,o=a?i:Ui(i);if(r.nodeKind===`scalar`)return{kind:`scalar`,tag:o,tagged:!a,style:L.PLAIN,value:r.represent(t)};if(r.nodeKind===`sequence`){let n=r.represent(t),i={kind:`sequence`,tag:o,tagged:!a,style:yi.BLOCK,items:[]};e.noRefs||e.refs.set(t,i);for(let t=0,r=n.length;t<r;t+=1){let r=_o(e,n[t]);r===mo&&n[t]===void 0&&(r=_o(e,null)),r!==mo&&i.items.push(r)}return i}let s=r.represent(t),c={kind:`mapping`,tag:o,tagged:!a,style:yi.BLOCK,items:[]};e.noRefs||e.refs.set(t,c);for(let[t,n]of s){let r=_o(e,t);if(r===mo)continue;let i=_o(e,n);i!==mo&&c.items.push({key:r,value:i})}return c}function vo(e,t,n={}){let r=_o({representTypes:ho(t),noRefs:n.noRefs??!1,skipInvalid:n.skipInvalid??!1,refs:/* @__PURE__ */ new Map,refCounter:0},e);return[{contents:r===mo?null:r,directives:[]}]}var yo=Symbol(`visit:break`),bo=Symbol(`visit:skip`);function xo(e,t,n){let r=t(e,n);if(r===yo)return!0;if(r===bo)return!1;let i=n.depth+1;switch(e.kind){case`sequence`:for(let n of e.items)if(xo(n,t,{depth:i,parent:e,isKey:!1}))return!0;break;case`mapping`:for(let{key:n,value:r}of e.items)if(xo(n,t,{depth:i,parent:e,isKey:!0})||xo(r,t,{depth:i,parent:e,isKey:!1}))return!0}return!1}function So(e,t){for(let n of e)if(n.contents&&xo(n.contents,t,{depth:0,parent:null,isKey:!1}))return}function Co(e,t){return!!(e&1<<t)}var wo={applyQuoteFlowKeysOption:Eo,doubleQuoteForInvisibles:Do,doubleQuoteWhitespaceOnly:Oo,applyForceQuotesOption:ko,tryLongOrMultilineAsBlock:Ao,quoteInvalidPlain:jo,fallbackToDoubleQuoted:Mo};function To(e){return e.presenterOptions.quoteStyle===`single`&&Co(e.allowedStylesMask,L.SINGLE_QUOTED)?L.SINGLE_QUOTED:L.DOUBLE_QUOTED}function Eo(e){e.presenterOptions.quoteFlowKeys&&e.isKey&&e.flowOnly&&e.style===L.PLAIN&&(e.style=L.DOUBLE_QUOTED)}function Do(e){e.style===L.PLAIN&&/[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(e.node.value)&&(e.style=L.DOUBLE_QUOTED)}function Oo(e){e.style===L.PLAIN&&/^\s+$/.test(e.node.value)&&(e.style=L.DOUBLE_QUOTED)}function ko(e){e.presenterOptions.forceQuotes&&(e.isKey||e.style!==L.PLAIN||e.node.tag===e.presenterOptions.schema.defaultScalarTag.tagName&&(e.style=e.node.value.includes(`
`)?L.DOUBLE_QUOTED:To(e)))}function Ao(e){if(e.style!==L.PLAIN||e.isKey)return;let t=e.node.value,n=t.indexOf(`
`)!==-1;if(!Co(e.allowedStylesMask,L.LITERAL_BLOCK)){n&&(e.style=L.DOUBLE_QUOTED);return}let r=e.presenterOptions.lineWidth;if(r===-1){n&&(e.style=L.LITERAL_BLOCK);return}let i=Math.max(Math.min(r,40),r-e.shiftOfContent),a=0,o=!1;for(;a<=t.length;){let e=t.length,n=t.indexOf(`
`,a);n!==-1&&(e=n);let r=t.slice(a,e);if(r.length>i&&r[0]!==` `&&/ [^ \t]/.test(r)&&(o=!0),n===-1)break;a=n+1}o?e.style=L.FOLDED_BLOCK:n&&(e.style=L.LITERAL_BLOCK)}function jo(e){e.style===L.PLAIN&&!Co(e.allowedStylesMask,L.PLAIN)&&(e.style=To(e))}function Mo(e){Co(e.allowedStylesMask,e.style)||(e.style=L.DOUBLE_QUOTED)}function No(e,t){return e|1<<t}var Po=`[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]`,Fo=`[\\n\\r]`,Io=`\\uFEFF`,Lo=`[ \\t]`,Ro=`(?:(?!(?:${Fo}|${Io}))${Po})`,zo=`(?:(?!${Lo})${Ro})`,Bo=`[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]`,Vo=`[-?:,\\[\\]{}#&*!|>'"%@\`]`,Ho=`[,\\[\\]{}]`,Uo=zo,Wo=`(?:(?!${Ho})${zo})`,Go=`(?:(?:(?!${Vo})${zo})|[?:-](?=${Uo}))`,Ko=`(?:(?:(?!${Vo})${zo})|[?:-](?=${Wo}))`,qo=`(?:(?:(?![:#])${Uo})|:(?=${Uo}))#*`,Jo=`(?:(?:(?![:#])${Wo})|:(?=${Wo}))#*`,Yo=`(?:${Lo}*${qo})*`,Xo=`(?:${Lo}*${Jo})*`,Zo=`${Go}#*${Yo}`,Qo=`${Ko}#*${Xo}`,$o=Zo,es=Qo,ts=`\\n+${qo}${Yo}`,ns=`\\n+${Jo}${Xo}`,rs=`${Zo}(?:${ts})*`,is=`${Qo}(?:${ns})*`,as=RegExp(`^(?:${rs})$`,`u`),os=RegExp(`^(?:${is})$`,`u`),ss=RegExp(`^(?:${$o})$`,`u`),cs=RegExp(`^(?:${es})$`,`u`),ls=RegExp(`^(?:${Bo})*$`,`u`),us=RegExp(`^(?:${Bo}|\\n)*$`,`u`),ds=RegExp(`^(?:${Ro}|\\n)*$`,`u`),fs=/^(?:---|\.\.\.)(?=$|[ \t\n\r])/,ps=/^(?:---|\.\.\.)(?=$|[ \t\n\r])/m;function ms(e){let t=e.node.value;if(t!==``){if(!(e.isKey?e.flowOnly?cs:ss:e.flowOnly?os:as).test(t)||e.shiftOfFirstLine===0&&fs.test(t))return!1;if(e.shiftOfContent===0){let e=t.indexOf(`
`);if(e!==-1){let n=t.slice(e+1);if(ps.test(n))return!1}}}let n=e.presenterOptions.schema.resolveImplicitScalarTag(t).tag.tagName;return!(!e.node.tagged&&n!==e.node.tag||!e.node.tagged&&t===`=`&&n===e.presenterOptions.schema.defaultScalarTag.tagName)}function hs(e){let t=e.node.value;if(!(e.isKey?ls:us).test(t)||/[ \t]\n|\n[ \t]/.test(t))return!1;if(!e.isKey&&e.shiftOfContent===0){let e=t.indexOf(`
`);if(e!==-1&&ps.test(t.slice(e+1)))return!1}return!0}function gs(e){if(e.flowOnly||!ds.test(e.node.value))return!1;let t=e.shiftOfContent-e.shiftOfParent;return!(t<1||t>9&&/^\n* /.test(e.node.value)||e.shiftOfContent===0&&ps.test(e.node.value))}function _s(e){let t=No(0,L.DOUBLE_QUOTED);ms(e)&&(t=No(t,L.PLAIN)),hs(e)&&(t=No(t,L.SINGLE_QUOTED)),gs(e)&&(t=No(No(t,L.LITERAL_BLOCK),L.FOLDED_BLOCK)),e.allowedStylesMask=t}function vs(e){switch(e.style){case L.PLAIN:return ys(e);case L.SINGLE_QUOTED:return bs(e);case L.LITERAL_BLOCK:return xs(e);case L.FOLDED_BLOCK:return Ss(e);case L.DOUBLE_QUOTED:return Cs(e)}}function ys(e){return ws(e.node.value,e.shiftOfContent)}function bs(e){return`'${ws(e.node.value,e.shiftOfContent).replace(/'/g,`''`)}'`}function xs(e){let t=e.node.value;return`|`+Ds(t,e.shiftOfParent,e.shiftOfContent)+Os(Ts(t,e.shiftOfContent))}function Ss(e){let t=e.node.value,n=e.presenterOptions.lineWidth,r=1/0;return n!==-1&&(r=Math.max(Math.min(n,40),n-e.shiftOfContent)),`>`+Ds(t,e.shiftOfParent,e.shiftOfContent)+Os(Ts(js(t,r),e.shiftOfContent))}function Cs(e){return`"${Ps(e.node.value)}"`}function ws(e,t){let n=e.indexOf(`
`);if(n===-1)return e;let r=` `.repeat(t),i=e.slice(0,n),a=/(\n+)([^\n]*)/g;a.lastIndex=n;let o;for(;o=a.exec(e);){let e=o[1].length,t=o[2];i+=`
`.repeat(e+1)+r+t}return i}function Ts(e,t){let n=` `.repeat(t),r=0,i=``,a=e.length;for(;r<a;){let t,o=e.indexOf(`
`,r);o===-1?(t=e.slice(r),r=a):(t=e.slice(r,o+1),r=o+1),t.length&&t!==`
`&&(i+=n),i+=t}return i}function Es(e){return/^\n* /.test(e)}function Ds(e,t,n){let r=Es(e)?String(n-t):``,i=e[e.length-1]===`
`;return`${r}${i&&(e[e.length-2]===`
`||e===`
`)?`+`:i?``:`-`}\n`}function Os(e){return e[e.length-1]===`
`?e.slice(0,-1):e}function ks(e){return e===` `||e===`	`}function As(e,t){if(e===``||ks(e[0]))return e;let n=/ [^ \t]/g,r,i=0,a,o=0,s=0,c=``;for(;r=n.exec(e);)s=r.index,s-i>t&&(a=o>i?o:s,c+=`\n${e.slice(i,a)}`,i=a+1),o=s;return c+=`
`,e.length-i>t&&o>i?c+=`${e.slice(i,o)}\n${e.slice(o+1)}`:c+=e.slice(i),c.slice(1)}function js(e,t){let n=/(\n+)([^\n]*)/g,r=e.indexOf(`
`);r===-1&&(r=e.length),n.lastIndex=r;let i=As(e.slice(0,r),t),a=e[0]===`
`||ks(e[0]),o,s;for(;s=n.exec(e);){let e=s[1],n=s[2];o=n!==``&&ks(n[0]),i+=e+(!a&&!o&&n!==``?`
`:``)+As(n,t),a=o}return i}var Ms=/["\\\x00-\x1F\x7F-\xA0\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/gu;function Ns(e){switch(e){case`\0`:return`\\0`;case`\x07`:return`\\a`;case`\b`:return`\\b`;case`	`:return`\\t`;case`
`:return`\\n`;case`\v`:return`\\v`;case`\f`:return`\\f`;case`\r`:return`\\r`;case`\x1B`:return`\\e`;case`"`:return`\\"`;case`\\`:return`\\\\`;case``:return`\\N`;case`\xA0`:return`\\_`;case`\u2028`:return`\\L`;case`\u2029`:return`\\P`}let t=e.charCodeAt(0),n=t.toString(16).toUpperCase();return t<=255?`\\x${`0`.repeat(2-n.length)}${n}`:`\\u${`0`.repeat(4-n.length)}${n}`}function Ps(e){return e.replace(Ms,Ns)}var Fs=10,Is={indent:2,seqNoIndent:!1,seqInlineFirst:!0,lineWidth:80,flowBracketPadding:!1,flowSkipCommaSpace:!1,flowSkipColonSpace:!1,quoteFlowKeys:!1,quoteStyle:`single`,forceQuotes:!1,scalarStyleRules:Object.keys(wo).map(e=>Reflect.get(wo,e)),tagBeforeAnchor:!1};function Ls(e){return e.tagged?e.tag:Ui(e.tag)}function Rs(e){let t={...Is,...e};return t.flowSkipColonSpace&&(t.quoteFlowKeys=!0),{...t,defaultScalarTagName:t.schema.defaultScalarTag.tagName,openEnded:!1}}function zs(e,t){return`\n${` `.repeat(e.indent*t)}`}function Bs(e,t,n,r,i,a){return{node:t,parent:n,level:r,isKey:i,flowOnly:a,shiftOfParent:r===0?-1:e.indent*(r-1),shiftOfContent:e.indent*Math.max(1,r),shiftOfFirstLine:r===0?0:e.indent*r,presenterOptions:e,allowedStylesMask:0,style:t.style}}function Vs(e,t,n){let r=``;for(let i=0,a=n.items.length;i<a;i+=1){let a=Ks(e,t,n.items[i],n,{}).text;i>0&&(r+=`,${e.flowSkipCommaSpace?``:` `}`),r+=a}let i=e.flowBracketPadding&&n.items.length>0?` `:``;return`[${i}${r}${i}]`}function Hs(e,t,n,r){let i=``;for(let a=0,o=n.items.length;a<o;a+=1){let o=Ks(e,t+1,n.items[a],n,{block:!0,compact:e.seqInlineFirst,isblockseq:!0}).text;r&&i===``||(i+=zs(e,t)),o===``||Fs===o.charCodeAt(0)?i+=`-`:i+=`- `,i+=o}return i}function Us(e,t,n){let r=``;for(let{key:i,value:a}of n.items){let o=``;r!==``&&(o+=`,${e.flowSkipCommaSpace?``:` `}`);let s=Ks(e,t,i,n,{iskey:!0}),c=s.text,l=Ks(e,t,a,n,{}).text,u=e.flowSkipColonSpace||l===``?``:` `,d=i.kind===`scalar`&&s.noBody&&(i.tagged||i.anchor!==void 0),f=i.kind===`alias`||d?` `:``;o+=`${c}${f}:${u}${l}`,r+=o}let i=e.flowBracketPadding&&r!==``?` `:``;return`{${i}${r}${i}}`}function Ws(e,t,n,r){let i=``;for(let a=0,o=n.items.length;a<o;a+=1){let o=``;r&&i===``||(o+=zs(e,t));let{key:s,value:c}=n.items[a],l=(s.kind===`mapping`||s.kind===`sequence`)&&s.style===yi.BLOCK&&s.items.length!==0||s.kind===`scalar`&&(s.style===L.LITERAL_BLOCK||s.style===L.FOLDED_BLOCK),u=l?Ks(e,t+1,s,n,{block:!0,compact:!0,isblockseq:!Gs(e,s,t+1)}):Ks(e,t+1,s,n,{block:!0,compact:!0,iskey:!0}),d=u.text,f=s.kind===`scalar`&&s.value.indexOf(`
`)!==-1,p=d.length>1024&&/^[\s\S]{1025}/u.test(d),m=l||f||p;m&&(d&&Fs===d.charCodeAt(0)?o+=`?`:o+=`? `),o+=d,m&&(o+=zs(e,t));let h=Ks(e,t+1,c,n,{block:!0,compact:m,isblockseq:m&&!Gs(e,c,t+1)}).text,g=s.kind===`scalar`&&u.noBody&&(s.tagged||s.anchor!==void 0),_=!m&&(s.kind===`alias`||g)?` `:``;h===``||Fs===h.charCodeAt(0)?o+=`${_}:`:o+=`${_}: `,o+=h,i+=o}return i}function Gs(e,t,n){return t.kind===`alias`||t.tagged||t.anchor!==void 0||e.indent<2&&n>0}function Ks(e,t,n,r,i){if(n.kind===`alias`)return e.openEnded=!1,{text:`*${n.anchor}`,noBody:!1};let{block:a=!1,iskey:o=!1,isblockseq:s=!1}=i,c=i.compact??!1,l=n.anchor!==void 0;Gs(e,n,t)&&(c=!1);let u,d=n.tagged,f=a&&(n.kind===`mapping`||n.kind===`sequence`)&&n.style===yi.BLOCK&&n.items.length!==0;if(n.kind===`mapping`)u=f?Ws(e,t,n,c):Us(e,t,n);else if(n.kind===`sequence`)u=f?e.seqNoIndent&&!s&&t>0?Hs(e,t-1,n,c):Hs(e,t,n,c):Vs(e,t,n);else{let i=Bs(e,n,r,t,o,!a);_s(i);for(let t of e.scalarStyleRules)t(i);u=vs(i),e.openEnded=(i.style===L.LITERAL_BLOCK||i.style===L.FOLDED_BLOCK)&&(n.value===`
`||n.value.endsWith(`

`)),d=n.tagged||u===``&&i.flowOnly&&r?.kind===`sequence`&&!l||i.style!==L.PLAIN&&n.tag!==e.defaultScalarTagName}n.kind!==`mapping`&&n.kind!==`sequence`||f||(e.openEnded=!1),f&&c&&t>0&&e.indent>2&&(u=`${` `.repeat(e.indent-2)}${u}`);let p=u===``,m=u;if(d||l){let t=[],r=d?Ls(n):null,i=l?`&${n.anchor}`:null;e.tagBeforeAnchor?(r!==null&&t.push(r),i!==null&&t.push(i)):(i!==null&&t.push(i),r!==null&&t.push(r));let a=u===``||u.charCodeAt(0)===Fs?``:` `;m=`${t.join(` `)}${a}${u}`}return{text:m,noBody:p}}function qs(e){return(e.kind===`sequence`||e.kind===`mapping`)&&e.style===yi.BLOCK&&e.items.length!==0&&!e.tagged&&e.anchor===void 0}function Js(e){let t=``;for(let n of e.directives){if(n.kind===`yaml`){t+=`%YAML ${n.version}\n`;continue}let{handle:e,prefix:r}=n;t+=`%TAG ${e} ${r}\n`}return t}function Ys(e,t){let n=Rs(t),r=``,i=!1;for(let t=0;t<e.length;t+=1){let a=e[t];n.openEnded=!1;let o=Js(a),s=o!==``,c=a.explicitStart||s||t>0&&!i;if(r+=o,a.contents===null)c&&(r+=`---
`);else if(c){let e=Ks(n,0,a.contents,null,{block:!0,compact:!0}).text,t=e===``?``:s||qs(a.contents)?`
`:` `;r+=`---${t}${e}\n`}else r+=Ks(n,0,a.contents,null,{block:!0,compact:!0}).text+`
`;i=a.explicitEnd||n.openEnded,i&&(r+=`...
`)}return r}var Xs={...Is,schema:ui,skipInvalid:!1,noRefs:!1,flowLevel:-1,sortKeys:!1,transform:()=>{}};function Zs(e,t){let n=String(e),r=String(t);return n<r?-1:+(n>r)}function Qs(e,t={}){let n={...Xs,...t},r=vo(e,n.schema,{noRefs:n.noRefs,skipInvalid:n.skipInvalid});if(n.flowLevel>=0&&So(r,(e,t)=>{if(!(t.depth<n.flowLevel))return(e.kind===`sequence`||e.kind===`mapping`)&&(e.style=yi.FLOW),bo}),n.sortKeys){let e=n.sortKeys===!0?Zs:n.sortKeys;So(r,t=>{t.kind===`mapping`&&t.items.sort((t,n)=>e(t.key.kind===`scalar`?t.key.value:``,n.key.kind===`scalar`?n.key.value:``))})}return n.transform(r),Ys(r,{...$r(n,Object.keys(Is)),schema:n.schema})}vi.DOCUMENT,vi.SEQUENCE,vi.MAPPING,vi.SCALAR,vi.ALIAS,vi.POP,L.PLAIN,L.SINGLE_QUOTED,L.DOUBLE_QUOTED,L.LITERAL_BLOCK,L.FOLDED_BLOCK,yi.BLOCK,yi.FLOW,bi.CLIP,bi.STRIP,bi.KEEP;var $s=/^[a-z0-9][a-z0-9_-]{0,127}$/;function ec(e){let t=e.charCodeAt(0)===65279?e.slice(1):e;t=t.replace(/\r\n?/g,`
`);let n=t.indexOf(`
`),r=n===-1?t:t.slice(0,n);if(!/^---[ \t]*$/.test(r))return{rule:`frontmatter-missing`};let i=/^(?:---|\.\.\.)[ \t]*$/m,a=n===-1?``:t.slice(n+1),o=i.exec(a);if(!o)return{rule:`frontmatter-unclosed`};let s=a.slice(0,o.index),c=a.slice(o.index+o[0].length);return c.startsWith(`
`)&&(c=c.slice(1)),{yaml:s,body:c}}function tc(e){if(typeof e==`string`)return e.trim();if(typeof e==`number`||typeof e==`boolean`)return String(e)}function nc(e){if(typeof e==`string`)return e.split(`,`).map(e=>e.trim()).filter(Boolean);if(!Array.isArray(e))return[];let t=[];for(let n of e){let e=tc(n);e&&t.push(e)}return t}function rc(e,t){if(typeof e!=`number`)return tc(e);let n=/^[ \t]*version[ \t]*:[ \t]*([0-9][^\s#]*)/m.exec(t);return n&&Number(n[1])===e?n[1]:String(e)}function ic(e){return e.length>64?`at most 64 characters`:e.includes(`_`)?`no underscores`:e.startsWith(`-`)||e.endsWith(`-`)?`no leading or trailing hyphen`:e.includes(`--`)?`no double hyphen`:null}function ac(e,t=`SKILL.md`,n){let r=[],i=[],a=ec(e);if(`rule`in a)return{issues:[F(a.rule,t,{},n)],warnings:i};let o;if(!/^[ \t]*[^\s#]/m.test(a.yaml))return{issues:[F(`frontmatter-not-mapping`,t,{got:`empty`},n)],warnings:i};try{o=po(a.yaml,{filename:t,maxAliases:100})}catch(e){let r=(e instanceof Error?e.message:String(e)).split(`
`)[0];return{issues:[F(`frontmatter-yaml`,t,{detail:r},n)],warnings:i}}if(typeof o!=`object`||!o||Array.isArray(o))return{issues:[F(`frontmatter-not-mapping`,t,{got:o==null?`empty`:Kn(o)},n)],warnings:i};let s=o,c=``;if(s.name===void 0||s.name===null||s.name===``)r.push(F(`name-missing`,t,{},n));else{let e=tc(s.name);if(e===void 0)r.push(F(`name-type`,t,{got:Kn(s.name)},n));else if(!$s.test(e))r.push(F(`name-invalid`,t,{name:e},n));else{c=e;let r=ic(e);r&&i.push(F(`name-not-portable`,t,{name:e,why:r},n))}}let l=``,u=s.description;if(u==null)r.push(F(`description-missing`,t,{},n));else{let e=tc(u);e===void 0?r.push(F(`description-type`,t,{got:Kn(u)},n)):e===``?r.push(F(`description-missing`,t,{},n)):e.length>Vn.maxDescriptionChars?r.push(F(`description-too-long`,t,{length:e.length},n)):(l=e,e.length>Vn.descriptionWarnChars&&i.push(F(`description-long`,t,{length:e.length},n)))}let d;s.license!==void 0&&s.license!==null&&(d=tc(s.license),d===void 0&&i.push(F(`field-ignored`,t,{field:`license`,why:`is not text`},n)));let f={};s.metadata!==void 0&&s.metadata!==null&&(typeof s.metadata==`object`&&!Array.isArray(s.metadata)?f=s.metadata:i.push(F(`field-ignored`,t,{field:`metadata`,why:`is not a mapping`},n)));let p=[.../* @__PURE__ */ new Set([...nc(f.tags),...nc(s.tags)])],m=tc(f.author??s.author),h=rc(f.version??s.version,a.yaml);if(r.length)return{issues:r,warnings:i};let g={name:c,description:l,tags:p,frontmatter:s,body:a.body};return d&&(g.license=d),m&&(g.author=m),h&&(g.version=h),{manifest:g,issues:r,warnings:i}}var oc=new TextDecoder(`utf-8`,{fatal:!0,ignoreBOM:!0}),sc=new TextEncoder;function cc(e){if(e.indexOf(0)===-1)try{return oc.decode(e)}catch{return}}function lc(e){return sc.encode(e)}var uc=new Uint8Array(new Uint32Array([1]).buffer)[0]===1;function dc(e){return e^=e>>>16,e=Math.imul(e,2246822507),e^=e>>>13,e=Math.imul(e,3266489909),e^=e>>>16,e}function fc(e,t=0){let n=e.length,r=n>>>2,i=t^2654435769,a=t^1663821227,o,s,c,l=uc&&!(e.byteOffset&3)?new Uint32Array(e.buffer,e.byteOffset,r):void 0;for(let t=0;t<r;t++){if(l)o=l[t];else{let n=t<<2;o=e[n]|e[n+1]<<8|e[n+2]<<16|e[n+3]<<24}s=Math.imul(o,3432918353),s=s<<15|s>>>17,i^=Math.imul(s,461845907),i=i<<13|i>>>19,i=Math.imul(i,5)+3864292196|0,c=Math.imul(o,2246822519),c=c<<16|c>>>16,a^=Math.imul(c,3266489917),a=a<<17|a>>>15,a=Math.imul(a,5)+944331445|0}let u=r<<2;if(u<n){o=0;for(let t=n-1;t>=u;t--)o=o<<8|e[t];s=Math.imul(o,3432918353),s=s<<15|s>>>17,i^=Math.imul(s,461845907),c=Math.imul(o,2246822519),c=c<<16|c>>>16,a^=Math.imul(c,3266489917)}return i^=n,a^=n,i=i+a|0,a=a+i|0,i=dc(i),a=dc(a),i=i+a|0,a=a+i|0,[i>>>0,a>>>0]}var pc=e=>e.toString(16).padStart(8,`0`);function mc(e){let t=[...e].sort((e,t)=>e.path<t.path?-1:+(e.path>t.path)),n=[],r=0;for(let e of t){let t=lc(e.path),i=new Uint8Array(t.length+13);i.set(t,0);let a=new DataView(i.buffer),[o,s]=fc(e.bytes);i[t.length]=0,a.setUint32(t.length+1,e.bytes.length,!0),a.setUint32(t.length+5,o,!0),a.setUint32(t.length+9,s,!0),n.push(i),r+=i.length}let i=new Uint8Array(r),a=0;for(let e of n)i.set(e,a),a+=e.length;let[o,s]=fc(i,24301);return pc(o)+pc(s)}var hc=/[\u0000-\u001f\u007f]/,gc=/^[A-Za-z]:/;function _c(e){if(e.length===0)return`path-empty`;if(e.length>Vn.maxPathLength)return`path-too-long`;if(hc.test(e))return`path-control-char`;if(e.includes(`\\`))return`path-backslash`;if(e.startsWith(`/`))return`path-absolute`;if(gc.test(e))return`path-drive`;for(let t of e.split(`/`)){if(t===``)return`path-empty-segment`;if(t===`.`||t===`..`)return`path-traversal`}return null}function vc(e){let t=e.replace(/\\/g,`/`);for(;t.startsWith(`./`);)t=t.slice(2);let n=t.endsWith(`/`);return n&&(t=t.slice(0,-1)),{path:t,isDir:n}}function yc(e){if(e===`__MACOSX`||e.startsWith(`__MACOSX/`))return`macOS archive metadata`;let t=e.slice(e.lastIndexOf(`/`)+1);return t===`.DS_Store`?`macOS folder metadata`:t===`Thumbs.db`||t===`desktop.ini`?`Windows folder metadata`:null}function bc(e,t){return e===t?0:e===`SKILL.md`?-1:t===`SKILL.md`?1:e<t?-1:1}function xc(e,t={}){let n=t.folderName,r=[],i=[],a=/* @__PURE__ */ new Set,o=[],s=[],c=0;for(let t of e){let e=typeof t?.path==`string`?t.path:``,i=_c(e);if(i){r.push(F(i,e,{},n));continue}if(a.has(e)){r.push(F(`path-duplicate`,e,{},n));continue}a.add(e);let l=typeof t.text==`string`,u=t.bytes instanceof Uint8Array;if(l===u){r.push(F(`file-content`,e,{},n));continue}let d=u?t.bytes:lc(t.text);c+=d.length,d.length>Vn.maxFileBytes&&r.push(F(`file-too-large`,e,{bytes:d.length},n));let f=l?t.text:cc(d);o.push(f===void 0?{path:e,bytes:d}:{path:e,text:f}),s.push({path:e,bytes:d})}a.size>Vn.maxFiles&&r.push(F(`too-many-files`,``,{count:a.size},n)),c>Vn.maxSkillBytes&&r.push(F(`skill-too-large`,``,{bytes:c},n));let l=o.find(e=>e.path===`SKILL.md`),u;if(l){let e=s.find(e=>e.path===`SKILL.md`).bytes.length;if(e>Vn.maxSkillMdBytes)r.push(F(`skill-md-too-large`,`SKILL.md`,{bytes:e},n));else if(l.text===void 0)r.push(F(`skill-md-not-text`,`SKILL.md`,{},n));else{let e=ac(l.text,`SKILL.md`,n);r.push(...e.issues),i.push(...e.warnings),u=e.manifest,u&&n!==void 0&&u.name!==n&&r.push(F(`name-folder-mismatch`,`SKILL.md`,{name:u.name,folder:n},n))}}else{let e=[...a].find(e=>e.toLowerCase()===`skill.md`);r.some(e=>e.file===`SKILL.md`)||r.push(F(`skill-md-missing`,`SKILL.md`,{found:e},n))}if(r.length||!u)return{issues:r,warnings:i};o.sort((e,t)=>bc(e.path,t.path));let d=t.now??Date.now();return{skill:{name:u.name,scope:t.scope??`global`,manifest:u,files:o,hash:mc(s),size:c,installedAt:d,updatedAt:d},issues:r,warnings:i}}function Sc(e,t,n,r){let{folders:i,ignored:a}=qn(e),o=[];if(!i.length)return{skills:[],issues:[F(`no-skill`,r)],warnings:o};for(let e of a)o.push(F(`ignored-file`,e,{why:`outside any skill folder`}));let s=[],c=[];for(let e of i){let r=xc(e.paths.map(n=>({path:n.slice(e.prefix.length),bytes:t(n)})),{folderName:e.folderName,scope:n.scope,now:n.now}),i=e.folderName??r.skill?.name,a=e=>e.skill||!i?e:{...e,skill:i,message:`${i}/${e.message}`};c.push(...r.issues.map(a)),o.push(...r.warnings.map(a)),r.skill&&s.push(r.skill)}return{skills:s,issues:c,warnings:o}}function Cc(e,t={}){let n=[],r=[],i=/* @__PURE__ */ new Map;for(let t of e){let e=_c(t.path);if(e)n.push(F(e,t.path));else if(i.has(t.path))n.push(F(`path-duplicate`,t.path));else{let e=yc(t.path);e?r.push(F(`ignored-file`,t.path,{why:e})):i.set(t.path,t.bytes)}}if(n.length)return{skills:[],issues:n,warnings:r};let a=Sc([...i.keys()],e=>i.get(e),t,``);return{skills:a.skills,issues:a.issues,warnings:[...r,...a.warnings]}}function wc(e,t,n={}){let r=xc([{path:`SKILL.md`,text:e}],n);if(!t||t===`SKILL.md`)return r;let i=e=>e.file===`SKILL.md`?{...e,file:t,message:t+e.message.slice(8)}:e;return{...r,issues:r.issues.map(i),warnings:r.warnings.map(i)}}function Tc(e){let t=atob(e),n=new Uint8Array(t.length);for(let e=0;e<t.length;e++)n[e]=t.charCodeAt(e);return n}function Ec(e,t={}){let n=/* @__PURE__ */ new Map;for(let t of e)n.set(`${t.skill}/${t.path}`,t.base64===void 0?lc(t.text??``):Tc(t.base64));let r=/* @__PURE__ */ new Map;for(let e of n.keys()){let t=e.slice(0,e.indexOf(`/`)),n=r.get(t);n||r.set(t,n=[]),n.push(e)}let i={skills:[],issues:[],warnings:[]};for(let[,e]of[...r].sort(([e],[t])=>e<t?-1:1)){let r=Sc(e,e=>n.get(e),{scope:`global`,now:t.now},``);for(let e of r.skills)i.skills.push({...e,bundledHash:e.hash});i.issues.push(...r.issues),i.warnings.push(...r.warnings)}return i}function Dc(e,t){let n=/* @__PURE__ */ new Map;for(let e of t)e.scope===`global`&&!n.has(e.name)&&n.set(e.name,e);let r={install:[],unchanged:[],wouldOverwriteEdited:[],update:[]};for(let t of[...e].sort((e,t)=>e.name<t.name?-1:+(e.name>t.name))){let e=n.get(t.name);e?e.hash===t.hash?r.unchanged.push(t.name):e.bundledHash===void 0||e.hash!==e.bundledHash?r.wouldOverwriteEdited.push(t.name):r.update.push(t):r.install.push(t)}return r}function Oc(e){let t,n=()=>{if(!t){let n=Ec(e);n.issues.length&&console.error(`Troupe: some bundled skills are invalid`,n.issues),t=n.skills}return t};return{skills:n,async plan(e,t){let r=new Set(n().map(e=>e.name)),i=(await Promise.all(e.filter(e=>r.has(e.name)).map(e=>t(e.name)))).filter(e=>!!e),a=Dc(n(),i),o=new Map(n().map(e=>[e.name,e])),s=e=>a.unchanged.includes(e)?`unchanged`:a.wouldOverwriteEdited.includes(e)?`edited`:a.update.some(t=>t.name===e)?`update`:`new`;return{ui:{items:n().map(e=>({name:e.name,description:e.manifest.description,state:s(e.name)}))},toInstall:e=>[...a.install,...a.update,...e?a.wouldOverwriteEdited.map(e=>o.get(e)):[]]}}}}function kc(e,t,n=`application/octet-stream`){let r=new Blob([typeof t==`string`?t:new Uint8Array(t)],{type:n}),i=URL.createObjectURL(r),a=document.createElement(`a`);a.href=i,a.download=e,a.style.display=`none`,document.body.append(a),a.click(),a.remove(),setTimeout(()=>URL.revokeObjectURL(i),1e4)}var Ac=[`director-anti-cliche-en`,`director-character-voice-en`],jc=[`+`],Mc={maxTokens:8192,storyMessages:24,storyTokens:12e3},Nc={maxTokens:4096,storyMessages:12,storyTokens:6e3},Pc='You are the director of a role-play writing team and the writer of this turn\'s reply. The story so far is inside <story_context>; it is reference material, not a conversation you continue in your own voice. Nobody reads your commentary: the only thing the user sees is the message body you build with your tools.\n\nYour tools:\n- dispatch_subagent({subagentId, task}) starts a consultant from your team and returns a handle at once; await_subagents({handles}) waits for their reports; cancel_subagent({handle}) stops one. Dispatch consultants that do not depend on each other together, then await them together.\n- write_message({text, mode}) writes the body ("append" adds to the end, "replace" rewrites it); apply_message_patches({patches}) replaces exact passages, each "find" must occur exactly once in the draft, so include a few words of surrounding context; get_draft() and draft_search({pattern}) read the draft back.\n- finalize() commits the reply. It is the only clean way to end the turn.\n\nYour team (each sees the story and your brief, never your reasoning or each other):\n- `intent_scout`: what the user asked for this turn, explicitly or in asides, and the writing rules in the lorebook.\n- `chat_scout`: the threads, promises and states in the recent chat that this reply depends on.\n- `memory_scout`: recalls older events and facts from the memory graph.\n- `lorebook_scout`: lorebook entries that matter to this scene but are not in context yet.\n- `notes_pickup_scout`: which open notes (your own earlier plot threads) are ripe this turn.\n- `canon_scout`: facts of a published setting (fan fiction only; skip it for original worlds).\n- `epistemic_scout`: what each character knows and must not know.\n- `plot_brainstormer`: one structural sketch for one angle; dispatch two to five with different angles when the next beat is open.\n- `voice_critic`: reads your draft for lifeless, report-like prose and characters written out of voice.\n- `continuity_critic`: reads your draft for hard contradictions with the chat, memory or lorebook and for characters knowing what they were never told.\n- `notes_curator`: after the draft, closes notes the draft delivered on and rarely opens one.\n- `memory_curator`: after the draft, records this turn\'s lasting events in the memory graph.\n\nHow to play a turn:\n1. Decide what this turn needs. For a short or simple exchange, write it directly: write_message, read it back, finalize.\n2. Otherwise scout first: dispatch `chat_scout` and `intent_scout`, plus `lorebook_scout`, `memory_scout`, `notes_pickup_scout`, `epistemic_scout` or `canon_scout` when the scene calls for them, all at once; then await them all.\n3. When the next story beat is genuinely open, dispatch several `plot_brainstormer` runs, each with a different angle, await them and choose.\n4. Write the full draft yourself with write_message. Write characters as living people with wants and feelings, in the language and style of the story, without narrating about the story or the user.\n5. Dispatch `voice_critic` and `continuity_critic` together on the draft, and meanwhile reread it yourself with get_draft.\n6. Apply the criticism you agree with using apply_message_patches (or write_message with mode "replace" for a large rewrite); ignore criticism that does not hold. Another round of review is allowed when the changes were large.\n7. When the reply is done, dispatch `notes_curator` (and `memory_curator` when the memory graph is in use), await them, then call finalize.\n\nBriefs: a sub-agent knows only what the story shows and what your task text says. Give each brief the direction of the turn, the characters in focus and what you want back; state questions, not verdicts. Open notes are plot threads, not a diary: closing a delivered note is cheap, opening a new one is expensive, so leave that to `notes_curator`.';function Fc(e){let t={};for(let n of[`chat`,`lorebook`,`note`,`memory`,`search`])t[n]=Object.fromEntries((e[n]??[]).map(e=>[e,!0]));return t}var Ic=[`world_book_list`,`list`,`search`,`get`],Lc=[`schema`,`list_candidates`,`edge_summary`,`node_brief`,`expand_seeds`,`keyword_search`,`vector_search`,`find_by_name`],Rc=[...Lc,`compaction_candidates`,`node_create`,`node_edit`,`node_delete`,`link_upsert`,`link_delete`,`compact_nodes`],zc=`Your reply is a report to the director, not part of the story: plain, short, no prose for the reader. When you are done, answer without calling a tool.`,Bc=(e,t=4e3)=>({storyMessages:e,storyTokens:t}),Vc=(e,...t)=>({visible:[`+`,...t]}),Hc=[{id:`intent_scout`,description:`Role: before drafting, finds what the user wants this turn (explicit requests, asides in brackets or OOC, strong implicit signals) and the authoring rules stored in the lorebook (style, pacing, point of view, character handling). Does not know: your plan for the turn. Brief: the latest user message in one line and anything you are unsure the user meant.`,systemPrompt:`You find out what this turn must satisfy. Read the latest user message and the few before it (chat_read_range) and list: explicit requests; asides or out-of-character remarks; implicit signals worth honouring (a mood shift, a question left open). Then look through the lorebooks (world_book_list, lorebook_search, lorebook_get) for entries that are instructions to the writer rather than facts about the world: style rules, pacing, point of view, per-character writing rules, output format. Report at most six items, each as "Need: … / Source: floor or entry / Why it matters this turn". Quote the user's own words when they are short. ${zc}`,tools:Fc({chat:[`read_range`,`search`],lorebook:Ic}),skills:Vc(`intent_scout`),...Bc(8)},{id:`chat_scout`,description:`Role: before drafting, scans the recent chat for the threads, setups, promises and character states this reply depends on. Does not know: lorebook and memory contents. Brief: the characters in focus and the question the next reply has to answer.`,systemPrompt:`You scan the recent chat for what the next reply depends on: unresolved threads, promises and setups, where each character is, what they hold, how they feel, what was just said. Use chat_read_range to read further back and chat_search to find earlier mentions. Separate signal from noise: a detail mentioned once and never picked up again is noise unless the brief points at it. Report at most six items, each as "Item: … / Source: floor N / Why: how it should shape this reply". ${zc}`,tools:Fc({chat:[`read_range`,`search`]}),skills:Vc(`chat_scout`),...Bc(8)},{id:`memory_scout`,description:`Role: before drafting, recalls older events, facts and relationships from the memory graph. Does not know: the chat beyond what the story context shows, the lorebook. Brief: the names, places and topics the reply will touch.`,systemPrompt:`You recall long-term memory for the next reply. Start with memory_schema and memory_list_candidates; locate named people, places and topics with memory_find_by_name and memory_keyword_search (memory_vector_search when it is available); open promising nodes with memory_node_brief and follow a hub's children with memory_expand_seeds. Never change the memory graph. Report at most six citations, each as "node id: what it says / signal: strong, medium or weak / why it matters now", and name what you deliberately left out as weak. ${zc}`,tools:Fc({memory:Lc}),skills:Vc(`memory_scout`),...Bc(4)},{id:`lorebook_scout`,description:`Role: before drafting, pulls lorebook entries relevant to the scene that were not activated this turn. Does not know: the chat beyond the story context, memory. Brief: the places, people, items and concepts in play.`,systemPrompt:`You find lorebook knowledge the scene needs but the context lacks. List the books (world_book_list), search them (lorebook_search, lorebook_list) for the places, people, objects and rules in play, and read the best candidates (lorebook_get). Entries already active this turn are hidden from search, so whatever you find is new to the writer. Report at most six entries, each as "[book] entry name: the fact in one or two sentences / relevance to this scene". ${zc}`,tools:Fc({lorebook:Ic}),skills:Vc(`lorebook_scout`),...Bc(4)},{id:`notes_pickup_scout`,description:`Role: before drafting, reads the open notes (plot threads opened in earlier turns) and picks the ones ripe for this turn. Does not analyse or draft. Brief: where the scene stands and where it is heading.`,systemPrompt:`You read the "Open Notes" block: threads, promises and outlines the writing team opened in earlier turns. Pick the notes whose moment has come in this turn, given the scene described in the brief, and say briefly why; name the ones that are close but not ripe yet. Pick at most five. Do not analyse the story further, do not propose prose, do not open or close notes. If no note is ripe, say so in one line. ${zc}`,tools:Fc({}),skills:Vc(`notes_pickup_scout`),...Bc(6)},{id:`canon_scout`,description:`Role: on demand, researches facts of a published setting (fan fiction, public IP) on the web. Skip it for original worlds. Does not know: anything outside the brief and story context. Brief: the work, the exact facts to verify.`,systemPrompt:`You verify facts of a published setting for a fan-fiction scene. Search the web (search_search) for the questions in the brief and read the most reliable pages (search_visit). Prefer official sources and well-maintained wikis; note when sources disagree. Report at most five facts, each as "Fact / Source URL / How it bears on the scene". If the setting is original or nothing reliable turns up, say so. ${zc}`,tools:Fc({search:[`search`,`visit`]}),skills:Vc(`canon_scout`),...Bc(4)},{id:`epistemic_scout`,description:`Role: before drafting, lists for each character in the scene what they know, what they do not know, and the omniscience traps a writer could fall into. Does not know: your draft. Brief: the characters in the scene and the secrets or revelations in play.`,systemPrompt:`You guard knowledge boundaries. For each character named in the brief, work out from the chat (chat_read_range), the lorebook and memory what that character has actually witnessed or been told. Report per character: "Knows: …", "Does not know: …", and "Trap: …" for things the reader knows that the character must not act on. Cite the floor or entry for every claim. ${zc}`,tools:Fc({chat:[`read_range`],lorebook:Ic,memory:[`keyword_search`,`find_by_name`,`node_brief`]}),skills:Vc(`epistemic_scout`),...Bc(12,6e3)},{id:`plot_brainstormer`,description:`Role: sketches one structure for the next beat from one given angle; dispatch several with different angles to get real options. Does not know: other brainstormers' ideas, your draft unless shown. Brief: the angle to take and the constraints to respect.`,systemPrompt:`You sketch one possible shape for the next beat of the story, from the angle given in the brief. Give: the beat in one sentence; three to five steps of what happens; what each character in focus wants in it and what changes for them; the line or image it ends on. Stay inside what the characters know and can do. Do not write the prose and do not offer alternatives: another brainstormer covers other angles. ${zc}`,tools:Fc({}),skills:Vc(`plot_brainstormer`),...Bc(12,6e3)},{id:`voice_critic`,description:`Role: after drafting, reviews the draft for characters written as "data people" (cold observation verbs, report-like dialogue, clinical vocabulary where feeling belongs) and for characters out of voice. Does not know: your intentions beyond the brief. Brief: the moments of the draft that carry the most feeling.`,systemPrompt:`You review the current draft (get_draft; draft_search finds recurring words) for how alive the characters are. Flag: people written as sensors or reports ("observed", "analysed", "data", clinical distance where the moment should burn); reserved characters written as truly empty instead of restrained on the surface and warm underneath; dialogue that no longer sounds like its speaker; narration that talks about the story or the user. Give at most five findings, each with the exact passage quoted, what is wrong, and a direction for the fix (not a full rewrite). If the draft is fine, say so. ${zc}`,tools:Fc({chat:[`read_range`]}),skills:Vc(`voice_critic`),...Bc(6)},{id:`continuity_critic`,description:`Role: after drafting, flags only hard contradictions: the draft says X where the chat, memory or lorebook clearly say not-X, and characters knowing what they were never told. Trusts the draft otherwise. Brief: the facts you are least sure of.`,systemPrompt:`You check the current draft (get_draft, draft_search) against the record. Flag a passage only when the chat (chat_read_range, chat_search), the lorebook or memory clearly states the opposite, or when a character acts on knowledge they were never given. Do not flag style, taste or plausibility. Give at most five findings, each with the quoted passage, the contradicting source (floor, entry or node) and the minimal correction. If nothing contradicts the record, say so. ${zc}`,tools:Fc({chat:[`read_range`,`search`],lorebook:[`world_book_list`,`list`,`search`],memory:[`keyword_search`,`node_brief`]}),skills:Vc(`continuity_critic`),...Bc(8)},{id:`notes_curator`,description:`Role: after drafting, the only writer of notes this turn: closes notes the draft delivered on, and opens a new one only for a real plot promise the draft planted. Default action: nothing. Brief: which threads the draft touched.`,systemPrompt:`You maintain the open notes, the plot threads the team keeps across turns. Read the draft (get_draft) and the "Open Notes" block. Close (note_close, with a short reason) every note the draft has delivered on. Open a new note (note_open) only when the draft planted a concrete promise the story must pay off later, and write it so a future writer knows when it becomes ripe. Doing nothing is the normal outcome: a polluted note list is worse than a missed one. Report what you closed and opened, or "no change". ${zc}`,tools:Fc({note:[`open`,`close`]}),skills:Vc(`notes_curator`),...Bc(4)},{id:`memory_curator`,description:`Role: after drafting, records the facts of this turn that will outlast the scene in the memory graph: one event node per dispatch, stable facts only when they really changed, then compaction. Brief: what happened this turn in two or three sentences.`,systemPrompt:`You update the memory graph after the draft. Read memory_schema first. Record this turn as one event node (memory_node_create) linked to the people and places involved (memory_link_upsert); before creating any entity, check with memory_find_by_name that it does not exist already, and edit existing nodes with memory_node_edit instead. Change character or location sheets only for changes that will still be true a day later in the story. Finally look at memory_compaction_candidates and compact old event runs with memory_compact_nodes when a group is offered. Report the ids you created, edited and compacted. ${zc}`,tools:Fc({memory:Rc}),skills:Vc(`memory_curator`),...Bc(6)}];function Uc(e){let t=Object.values(e).filter(e=>typeof e==`number`);return Object.entries(e).filter(([e,n])=>t.indexOf(+e)===-1).map(([e,t])=>t)}function Wc(e,t=`|`){return e.map(e=>hl(e)).join(t)}function Gc(e,t){return typeof t==`bigint`?t.toString():t}var Kc=class{constructor(e){this._getter=e,this._value=void 0}get value(){let e=this._getter;return e!==void 0&&(this._value=e(),this._getter=void 0),this._value}};function qc(e){return new Kc(e)}function Jc(e){return e==null}function Yc(e){let t=+!!e.startsWith(`^`),n=e.endsWith(`$`)?e.length-1:e.length;return e.slice(t,n)}function Xc(e,t){let n=e/t,r=Math.round(n),i=4*2**-52*Math.max(Math.abs(n),1);return Math.abs(n-r)<i?0:n-r}function Zc(e,t,n){Object.defineProperty(e,t,{value:n,writable:!0,enumerable:!0,configurable:!0})}function Qc(e){let t=Object.getOwnPropertyDescriptor(e,`shape`);return t?.get?t.get.raw:t?.value}function $c(e){return Qc(e._zod.def)??e._zod.def.shape}function el(e,t,n){Object.defineProperty(e,t,{get(){let e=n();return Zc(this,t,e),e},enumerable:!0,configurable:!0})}function tl(e,t,n){t in e?Zc(e,t,n):e[t]=n}function nl(e,t,n,r){let i=$c(t);for(let a of n){let n=Object.getOwnPropertyDescriptor(i,a);n.enumerable&&(n.get?el(e,a,()=>{let e=t._zod.def.shape[a];return r?r(e,a):e}):tl(e,a,r?r(n.value,a):n.value))}}function rl(e,t){for(let n of Reflect.ownKeys(t)){let r=Object.getOwnPropertyDescriptor(t,n);r.enumerable&&(r.get?el(e,n,()=>t[n]):tl(e,n,r.value))}}function il(...e){let t={};for(let n of e){let e=Object.getOwnPropertyDescriptors(n);Object.assign(t,e)}return Object.defineProperties({},t)}function al(e){return JSON.stringify(e)}function ol(e){return e.toLowerCase().trim().replace(/[^\w\s-]/g,``).replace(/[\s_-]+/g,`-`).replace(/^-+|-+$/g,``)}var sl=`captureStackTrace`in Error?Error.captureStackTrace:(...e)=>{};function cl(e){return typeof e==`object`&&!!e&&!Array.isArray(e)}var ll=/* @__PURE__*/ qc(()=>{if(iu.jitless||typeof navigator<`u`&&navigator?.userAgent?.includes(`Cloudflare`))return!1;try{return Function(``),!0}catch{return!1}});function ul(e){if(cl(e)===!1)return!1;let t=e.constructor;if(t===void 0||typeof t!=`function`)return!0;let n=t.prototype;return cl(n)!==!1&&Object.prototype.hasOwnProperty.call(n,`isPrototypeOf`)!==!1}function dl(e){return ul(e)?{...e}:Array.isArray(e)?[...e]:e instanceof Map?new Map(e):e instanceof Set?new Set(e):e}var fl=/* @__PURE__*/ new Set([`string`,`number`,`symbol`]);function pl(e){return e.replace(/[.*+?^${}()|[\]\\]/g,`\\$&`)}function ml(e,t,n){let r=new e._zod.constr(t??e._zod.def);return(!t||n?.parent)&&(r._zod.parent=e),r}function B(e){let t=e;if(!t)return{};if(typeof t==`string`)return{error:()=>t};if(t?.message!==void 0){if(t?.error!==void 0)throw Error("Cannot specify both `message` and `error` params");t.error=t.message}return delete t.message,typeof t.error==`string`?{...t,error:()=>t.error}:t}function hl(e){return typeof e==`bigint`?e.toString()+`n`:typeof e==`string`?`"${e}"`:`${e}`}function gl(e){return Object.keys(e).filter(t=>e[t]._zod.optin!==void 0&&e[t]._zod.optout===`optional`)}var _l={safeint:[-(2**53-1),2**53-1],int32:[-2147483648,2147483647],uint32:[0,4294967295],float32:[-34028234663852886e22,34028234663852886e22],float64:[-Number.MAX_VALUE,Number.MAX_VALUE]},vl={int64:[/* @__PURE__*/ BigInt(`-9223372036854775808`),/* @__PURE__*/ BigInt(`9223372036854775807`)],uint64:[/* @__PURE__*/ BigInt(0),/* @__PURE__*/ BigInt(`18446744073709551615`)]};function yl(e,t){let n=e._zod.def,r=n.checks;if(r&&r.length>0)throw Error(`.pick() cannot be used on object schemas containing refinements`);let i={};return nl(i,e,bl(e,t)),ml(e,il(n,{shape:i,checks:[]}))}function bl(e,t){let n=$c(e),r=[];for(let e of Reflect.ownKeys(t)){if(!Object.getOwnPropertyDescriptor(n,e)?.enumerable)throw Error(`Unrecognized key: "${String(e)}"`);t[e]&&r.push(e)}return r}function xl(e,t){let n=e._zod.def,r=n.checks;if(r&&r.length>0)throw Error(`.omit() cannot be used on object schemas containing refinements`);let i=new Set(bl(e,t)),a={};return nl(a,e,Reflect.ownKeys($c(e)).filter(e=>!i.has(e))),ml(e,il(n,{shape:a,checks:[]}))}function Sl(e,t){if(!ul(t))throw Error(`Invalid input to extend: expected a plain object`);let n=e._zod.def.checks;if(n&&n.length>0){let n=$c(e);for(let e of Reflect.ownKeys(t))if(Object.getOwnPropertyDescriptor(n,e)!==void 0)throw Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.")}return ml(e,il(e._zod.def,{shape:Cl(e,t)}))}function Cl(e,t){let n={};return nl(n,e,Reflect.ownKeys($c(e))),rl(n,t),n}function wl(e,t){if(!ul(t))throw Error(`Invalid input to safeExtend: expected a plain object`);return ml(e,il(e._zod.def,{shape:Cl(e,t)}))}function Tl(e,t){if(!t?._zod?.def)throw Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");if(e._zod.def.checks?.length)throw Error(`.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.`);let n={};return nl(n,e,Reflect.ownKeys($c(e))),nl(n,t,Reflect.ownKeys($c(t))),ml(e,il(e._zod.def,{shape:n,get catchall(){return t._zod.def.catchall},checks:t._zod.def.checks??[]}))}function El(e,t,n,r=`partial`){let i=t._zod.def.checks;if(i&&i.length>0)throw Error(`.${r}() cannot be used on object schemas containing refinements`);let a=n?new Set(bl(t,n)):void 0,o={};return nl(o,t,Reflect.ownKeys($c(t)),e&&((t,n)=>a&&!a.has(n)?t:new e({type:`optional`,innerType:t}))),ml(t,il(t._zod.def,{shape:o,checks:[]}))}function Dl(e,t,n){let r=n?new Set(bl(t,n)):void 0,i={};return nl(i,t,Reflect.ownKeys($c(t)),(t,n)=>r&&!r.has(n)?t:new e({type:`nonoptional`,innerType:t})),ml(t,il(t._zod.def,{shape:i}))}function Ol(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue!==!0)return!0;return!1}function kl(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue===!1)return!0;return!1}function Al(e,t){return t.map(t=>{var n;return(n=t).path??(n.path=[]),t.path.unshift(e),t})}function jl(e){return typeof e==`string`?e:e?.message}function Ml(e){let t=[];for(let n of e??[]){let e=n._zod.def;if(!/_(length|size)$|_equals$/.test(e.check))break;let r=e.maximum??e.length??e.size;r>=0&&t.push([r,n])}return t}function Nl(e,t,n){var r;for(let i=t;i<e.length;i++)(r=e[i]).schema??(r.schema=n)}function Pl(e,t,n){var r;let i=e.inst?._zod?.traits;i?.has(`$ZodType`)&&(i.has(`$ZodCheck`)?(r=e).schema??(r.schema=e.inst):e.schema=e.inst);let a=e.schema===e.inst?void 0:e.schema?._zod.def?.error,o=e.message?e.message:jl(e.inst?._zod.def?.error?.(e))??jl(a?.(e))??jl(t?.error?.(e))??jl(n.customError?.(e))??jl(n.localeError?.(e))??`Invalid input`,s={};for(let t of Object.keys(e))t!==`inst`&&t!==`schema`&&t!==`continue`&&t!==`input`&&t!==`__proto__`&&(s[t]=e[t]);return s.path??=[],s.message=o,t?.reportInput&&(s.input=e.input),s}var Fl=/[\uD800-\uDBFF]/;function Il(e){let t=e.length;if(!Fl.test(e))return t;let n=t;for(let r=0;r<t-1;r++)(e.charCodeAt(r)&64512)==55296&&(e.charCodeAt(r+1)&64512)==56320&&(n--,r++);return n}function Ll(e){return Array.isArray(e)?`array`:typeof e==`string`?`string`:`unknown`}function Rl(e){let t=typeof e;switch(t){case`number`:return Number.isNaN(e)?`nan`:`number`;case`object`:{if(e===null)return`null`;if(Array.isArray(e))return`array`;let t=e;if(t&&Object.getPrototypeOf(t)!==Object.prototype&&`constructor`in t&&t.constructor)return t.constructor.name}}return t}function zl(...e){let[t,n,r]=e;return typeof t==`string`?{message:t,code:`custom`,input:n,inst:r}:{...t}}function Bl(e,t){for(let n in t){let r=Object.getOwnPropertyDescriptor(t,n);r.get?Object.defineProperty(e,n,{...r,enumerable:!1}):Wl(e,n,r.value)}}function Vl(e,t,n,r=!0){return Object.defineProperty(e,t,{configurable:!0,writable:!0,enumerable:r,value:n}),n}function Hl(e,t,n){return Vl(e,t,n,!1)}/* @__NO_SIDE_EFFECTS__ */
function Ul(e,t){for(let n in e){let r=e[n];Object.defineProperty(t,n,{configurable:!0,enumerable:!0,get(){return Vl(this,n,r(this))},set(e){Vl(this,n,e)}})}return t}function Wl(e,t,n){Object.defineProperty(e,t,{configurable:!0,get(){return this==null?n:Vl(this,t,n.bind(this))},set(e){Vl(this,t,e)}})}function Gl(e,t){let n=Object.getPrototypeOf(e);return t in n?void 0:n}var Kl,ql=!1,Jl={configurable:!0,get(){ql=!0}};function V(e,t,n){let r=Object.getPrototypeOf(e._zod);t in r&&Kl!==e._zod?Kl=void 0:(Kl=e._zod,Object.defineProperty(r,t,{configurable:!0,get(){Object.defineProperty(this,t,Jl);let e=ql;ql=!1;try{let r=n(this);return ql?delete this[t]:Object.defineProperty(this,t,{configurable:!0,writable:!0,value:r}),ql||=e,r}catch(n){throw delete this[t],ql||=e,n}},set(e){Object.defineProperty(this,t,{configurable:!0,writable:!0,value:e})}}))}function Yl(e,t,n,r){let i=Gl(e,t);i&&Object.defineProperty(i,t,{configurable:!0,get(){let e={configurable:!0,writable:!0,enumerable:r,value:void 0};return Object.defineProperty(this,t,e),e.value=n(this),Object.defineProperty(this,t,e),e.value},set(e){Object.defineProperty(this,t,{configurable:!0,writable:!0,enumerable:r,value:e})}})}var Xl=`~constantCatch`;function Zl(e){let t=()=>e;return t[Xl]=!0,t}var Ql,$l={value:void 0,enumerable:!1},eu=`captureStackTrace`in Error?Error:null;function tu(e){let t=eu;if(t){let n=t.stackTraceLimit;if(typeof n==`number`){try{t.stackTraceLimit=0}catch{return eu=null,new e}try{return new e}finally{t.stackTraceLimit=n}}}return new e}/* @__NO_SIDE_EFFECTS__ */
function H(e,t,n,r){let i={};function a(e){this.def=e,this.constr=d,this.traits=/* @__PURE__ */ new Set}a.prototype=i;let o=n,s=o&&/* @__PURE__ */ new WeakSet;function c(n,r){if(!n._zod){$l.value=new a(r);try{Object.defineProperty(n,"_zod",$l)}finally{$l.value=void 0}}else if(n._zod.traits.has(e))return;if(n._zod.traits.add(e),t(n,r),s){let e=Object.getPrototypeOf(n),t=n._zod.constr.prototype,r=e;for(;r&&r!==t;)r=Object.getPrototypeOf(r);let i=r??e;s.has(i)||(s.add(i),Bl(i,o))}let i=d.prototype;for(let e in i)Object.prototype.hasOwnProperty.call(i,e)&&(e in n||(n[e]=i[e].bind(n)))}let l=r?.Parent??Object;class u extends l{}Object.defineProperty(u,"name",{value:e});function d(e){let t=r?.Parent?tu(u):this;c(t,e);let n=t._zod.deferred;if(n){for(let e of n)e();t._zod.deferred=void 0}let i=globalThis.__zod_globalConfig?.postProcessor;return i&&i(t),t}return Object.defineProperty(d,"init",{value:c}),Object.defineProperty(d,Symbol.hasInstance,{value:t=>r?.Parent&&t instanceof r.Parent?!0:t?._zod?.traits?.has(e)}),Object.defineProperty(d,"name",{value:e}),d}var nu=class extends Error{constructor(){super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`)}},ru=class extends Error{constructor(e){super(`Encountered unidirectional transform during encode: ${e}`),this.name=`ZodEncodeError`}};(Ql=globalThis).__zod_globalConfig??(Ql.__zod_globalConfig={});var iu=globalThis.__zod_globalConfig;function au(e){return e&&Object.assign(iu,e),iu}function ou(){let e=this._zod;return e.message??=JSON.stringify(e.def,Gc,2),e.message}function su(e){this._zod.message=e}var cu={get:ou,set:su,enumerable:!0,configurable:!0},lu={value:void 0,enumerable:!1},uu=/* @__PURE__ */ new WeakSet([Object.prototype,Error.prototype]),du=/* @__PURE__ */ H(`$ZodError`,(e,t)=>{e.name=`$ZodError`,lu.value=t,Object.defineProperty(e,"issues",lu),lu.value=void 0,Object.defineProperty(e,"message",cu);let n=Object.getPrototypeOf(e);uu.has(n)||(uu.add(n),Object.defineProperty(n,"toString",{configurable:!0,enumerable:!1,get(){let e=()=>this.message;return Object.defineProperty(this,"toString",{value:e,configurable:!0,writable:!0}),e},set(e){Object.defineProperty(this,"toString",{value:e,configurable:!0,writable:!0})}}))});function fu(e,t,n){return Object.prototype.hasOwnProperty.call(e,t)||(t===`__proto__`?Object.defineProperty(e,t,{value:n(),writable:!0,enumerable:!0,configurable:!0}):e[t]=n()),e[t]}function pu(e,t=e=>e.message){let n={},r=[];for(let i of e.issues)i.path.length>0?fu(n,i.path[0],()=>[]).push(t(i)):r.push(t(i));return{formErrors:r,fieldErrors:n}}function mu(e,t=e=>e.message){let n={_errors:[]},r=(e,i=[])=>{for(let a of e.issues)if(a.code===`invalid_union`&&a.errors.length)a.errors.map(e=>r({issues:e},[...i,...a.path]));else if(a.code===`invalid_key`)r({issues:a.issues},[...i,...a.path]);else if(a.code===`invalid_element`)r({issues:a.issues},[...i,...a.path]);else{let e=[...i,...a.path];if(e.length===0)n._errors.push(t(a));else{let r=n,i=0;for(;i<e.length;){let n=e[i],o=i===e.length-1;if(n===`_errors`){o&&r._errors.push(t(a)),i++;continue}Object.prototype.hasOwnProperty.call(r,n)||Object.defineProperty(r,n,{value:{_errors:[]},enumerable:!0,writable:!0,configurable:!0});let s=r[n];o&&s._errors.push(t(a)),r=s,i++}}}};return r(e),n}function hu(e,t){return{callee:t?.callee??e,Err:t?.Err}}var gu=e=>{let t=(n,r,i,a)=>{let o=i?{...i,async:!1}:{async:!1},s=n._zod.run({value:r,issues:[]},o);if(s instanceof Promise)throw new nu;if(s.issues.length){let n=new((a?.Err)??e)(s.issues.map(e=>Pl(e,o,au())));throw sl(n,a?.callee??t),n}return s.value};return t},_u=e=>{let t=async(n,r,i,a)=>{let o=i?{...i,async:!0}:{async:!0},s=n._zod.run({value:r,issues:[]},o);if(s instanceof Promise&&(s=await s),s.issues.length){let n=new((a?.Err)??e)(s.issues.map(e=>Pl(e,o,au())));throw sl(n,a?.callee??t),n}return s.value};return t},vu=e=>(t,n,r)=>{let i=r?{...r,async:!1}:{async:!1},a=t._zod.run({value:n,issues:[]},i);if(a instanceof Promise)throw new nu;return a.issues.length?yu(e,a.issues,i):{success:!0,data:a.value}};function yu(e,t,n){let r;return{success:!1,get error(){return r||(r=new e(t.map(e=>Pl(e,n,au()))),t=void 0,n=void 0),r},set error(e){r=e,t=void 0,n=void 0}}}var bu=e=>async(t,n,r)=>{let i=r?{...r,async:!0}:{async:!0},a=t._zod.run({value:n,issues:[]},i);return a instanceof Promise&&(a=await a),a.issues.length?yu(e,a.issues,i):{success:!0,data:a.value}},xu=/* @__PURE__ */ Symbol.for(`zod.compile.invalid`),Su=/* @__PURE__ */ Symbol.for(`zod.compile.fallback`),Cu=((e,t,n)=>{let r=e._zod.bag.validator;if(r!==void 0){if(r(t)!==xu)return!0;if(r.definite===!0&&n===void 0)return!1}return wu(e,t,n)});function wu(e,t,n){let r=n?{...n,async:!1,abortEarly:!0}:{async:!1,abortEarly:!0},i=e._zod.bag.fallbackRun,a;if(i?(r[Su]=!0,a=i({value:t,issues:[]},r)):a=e._zod.run({value:t,issues:[]},r),a instanceof Promise)throw new nu;return a.issues.length===0}var Tu=async(e,t,n)=>{let r=n?{...n,async:!0,abortEarly:!0}:{async:!0,abortEarly:!0},i=e._zod.run({value:t,issues:[]},r);return i instanceof Promise&&(i=await i),i.issues.length===0},Eu=e=>{let t=gu(e),n=(e,r,i,a)=>{let o=i?{...i,direction:`backward`}:{direction:`backward`};return t(e,r,o,hu(n,a))};return n},Du=e=>{let t=gu(e),n=(e,r,i,a)=>t(e,r,i,hu(n,a));return n},Ou=e=>{let t=_u(e),n=async(e,r,i,a)=>{let o=i?{...i,direction:`backward`}:{direction:`backward`};return await t(e,r,o,hu(n,a))};return n},ku=e=>{let t=_u(e),n=async(e,r,i,a)=>await t(e,r,i,hu(n,a));return n},Au=e=>(t,n,r)=>{let i=r?{...r,direction:`backward`}:{direction:`backward`};return vu(e)(t,n,i)},ju=e=>(t,n,r)=>vu(e)(t,n,r),Mu=e=>async(t,n,r)=>{let i=r?{...r,direction:`backward`}:{direction:`backward`};return bu(e)(t,n,i)},Nu=e=>async(t,n,r)=>bu(e)(t,n,r),Pu=/^[cC][0-9a-z]{6,}$/,Fu=/^[0-9a-z]+$/,Iu=/^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,Lu=/^[0-9a-vA-V]{20}$/,Ru=/^[A-Za-z0-9]{27}$/,zu=/^[a-zA-Z0-9_-]{21}$/;function Bu(e){return RegExp(`^[a-zA-Z0-9_-]{${e}}$`)}var Vu=/^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/,Hu=/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,Uu=e=>e?RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`):/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,Wu=/^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/,Gu=`^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;function Ku(){return new RegExp(Gu,`u`)}var qu=/^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,Ju=/^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/,Yu=/^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,Xu=/^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,Zu=/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,Qu=/^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/,$u=/^https?$/,ed=/^\+[1-9]\d{6,14}$/,td=`(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;function nd(e){return RegExp(`^${e}$`)}var rd=/*@__PURE__*/ nd(td);function id(e){let t=`(?:[01]\\d|2[0-3]):[0-5]\\d`;return typeof e.precision==`number`?e.precision===-1?`${t}`:e.precision===0?`${t}:[0-5]\\d`:`${t}:[0-5]\\d\\.\\d{${e.precision}}`:e.seconds?`${t}:[0-5]\\d(?:\\.\\d+)?`:`${t}(?::[0-5]\\d(?:\\.\\d+)?)?`}function ad(e){return RegExp(`^${id(e)}$`)}function od(e){let t=[`Z`];e.offset&&t.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);let n=`${id({precision:e.precision,seconds:!0})}(?:${t.join(`|`)})`,r=e.local?`${n}|${id({precision:e.precision})}`:n;return RegExp(`^${td}T(?:${r})$`)}var sd=/^[\s\S]{0,}$/,cd=/^-?\d+$/,ld=/^-?\d+(?:\.\d+)?$/,ud=/^(?:true|false)$/i,dd=/^[^A-Z]*$/,fd=/^[^a-z]*$/,pd=/*@__PURE__*/ H(`$ZodCheck`,(e,t)=>{var n;e._zod??={},e._zod.def=t,(n=e._zod).onattach??(n.onattach=[])}),md=e=>{let t=e.value;return!Jc(t)&&t.length!==void 0},hd={number:`number`,bigint:`bigint`,object:`date`},gd=/*@__PURE__*/ H(`$ZodCheckLessThan`,(e,t)=>{pd.init(e,t);let n=hd[typeof t.value];e._zod.check=r=>{(t.inclusive?r.value<=t.value:r.value<t.value)||r.issues.push({origin:hd[typeof r.value]??n,code:`too_big`,maximum:typeof t.value==`object`?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.abort})}}),_d=/*@__PURE__*/ H(`$ZodCheckGreaterThan`,(e,t)=>{pd.init(e,t);let n=hd[typeof t.value];e._zod.check=r=>{(t.inclusive?r.value>=t.value:r.value>t.value)||r.issues.push({origin:hd[typeof r.value]??n,code:`too_small`,minimum:typeof t.value==`object`?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.abort})}}),vd=/*@__PURE__*/ H(`$ZodCheckMultipleOf`,(e,t)=>{pd.init(e,t),e._zod.check=n=>{if(typeof n.value!=typeof t.value)throw Error(`Cannot mix number and bigint in multiple_of check.`);(typeof n.value==`bigint`?t.value!==BigInt(0)&&n.value%t.value===BigInt(0):Xc(n.value,t.value)===0)||n.issues.push({origin:typeof n.value,code:`not_multiple_of`,divisor:t.value,input:n.value,inst:e,continue:!t.abort})}}),yd=/*@__PURE__*/ H(`$ZodCheckNumberFormat`,(e,t)=>{pd.init(e,t),t.format=t.format||`float64`;let n=t.format?.includes(`int`),r=n?`int`:`number`,[i,a]=_l[t.format];e._zod.check=o=>{let s=o.value;if(n){if(!Number.isInteger(s)){o.issues.push({expected:r,format:t.format,code:`invalid_type`,continue:!1,input:s,inst:e});return}if(!Number.isSafeInteger(s)){s>0?o.issues.push({input:s,code:`too_big`,maximum:2**53-1,note:`Integers must be within the safe integer range.`,inst:e,origin:r,inclusive:!0,continue:!t.abort}):o.issues.push({input:s,code:`too_small`,minimum:-(2**53-1),note:`Integers must be within the safe integer range.`,inst:e,origin:r,inclusive:!0,continue:!t.abort});return}}s<i&&o.issues.push({origin:`number`,input:s,code:`too_small`,minimum:i,inclusive:!0,inst:e,continue:!t.abort}),s>a&&o.issues.push({origin:`number`,input:s,code:`too_big`,maximum:a,inclusive:!0,inst:e,continue:!t.abort})}}),bd=/*@__PURE__*/ H(`$ZodCheckMaxLength`,(e,t)=>{var n;pd.init(e,t),(n=e._zod.def).when??(n.when=md),e._zod.check=n=>{let r=n.value,i=r.length;if((typeof r==`string`&&i>t.maximum?Il(r):i)<=t.maximum)return;let a=Ll(r);n.issues.push({origin:a,code:`too_big`,maximum:t.maximum,inclusive:!0,input:r,inst:e,continue:!t.abort})}}),xd=/*@__PURE__*/ H(`$ZodCheckMinLength`,(e,t)=>{var n;pd.init(e,t),(n=e._zod.def).when??(n.when=md),e._zod.check=n=>{let r=n.value,i=r.length;if((typeof r==`string`&&i>=t.minimum&&i<t.minimum*2?Il(r):i)>=t.minimum)return;let a=Ll(r);n.issues.push({origin:a,code:`too_small`,minimum:t.minimum,inclusive:!0,input:r,inst:e,continue:!t.abort})}}),Sd=/*@__PURE__*/ H(`$ZodCheckLengthEquals`,(e,t)=>{var n;pd.init(e,t),(n=e._zod.def).when??(n.when=md),e._zod.check=n=>{let r=n.value,i=r.length,a=typeof r==`string`&&i>=t.length&&i<=t.length*2?Il(r):i;if(a===t.length)return;let o=Ll(r),s=a>t.length;n.issues.push({origin:o,...s?{code:`too_big`,maximum:t.length}:{code:`too_small`,minimum:t.length},inclusive:!0,exact:!0,input:n.value,inst:e,continue:!t.abort})}}),Cd=/*@__PURE__*/ H(`$ZodCheckStringFormat`,(e,t)=>{var n,r;pd.init(e,t),t.pattern?(n=e._zod).check??(n.check=n=>{t.pattern.lastIndex=0,t.pattern.test(n.value)||n.issues.push({origin:`string`,code:`invalid_format`,format:t.format,input:n.value,...t.pattern?{pattern:t.pattern.toString()}:{},inst:e,continue:!t.abort})}):(r=e._zod).check??(r.check=()=>{})}),wd=/*@__PURE__*/ H(`$ZodCheckRegex`,(e,t)=>{Cd.init(e,t),e._zod.check=n=>{t.pattern.lastIndex=0,t.pattern.test(n.value)||n.issues.push({origin:`string`,code:`invalid_format`,format:`regex`,input:n.value,pattern:t.pattern.toString(),inst:e,continue:!t.abort})}}),Td=/*@__PURE__*/ H(`$ZodCheckLowerCase`,(e,t)=>{t.pattern??=dd,Cd.init(e,t)}),Ed=/*@__PURE__*/ H(`$ZodCheckUpperCase`,(e,t)=>{t.pattern??=fd,Cd.init(e,t)}),Dd=/*@__PURE__*/ H(`$ZodCheckIncludes`,(e,t)=>{pd.init(e,t);let n=pl(t.includes);t.pattern=new RegExp(typeof t.position==`number`?`^.{${t.position},}${n}`:n),e._zod.check=n=>{n.value.includes(t.includes,t.position)||n.issues.push({origin:`string`,code:`invalid_format`,format:`includes`,includes:t.includes,input:n.value,inst:e,continue:!t.abort})}}),Od=/*@__PURE__*/ H(`$ZodCheckStartsWith`,(e,t)=>{pd.init(e,t);let n=RegExp(`^${pl(t.prefix)}.*`);t.pattern??=n,e._zod.check=n=>{n.value.startsWith(t.prefix)||n.issues.push({origin:`string`,code:`invalid_format`,format:`starts_with`,prefix:t.prefix,input:n.value,inst:e,continue:!t.abort})}}),kd=/*@__PURE__*/ H(`$ZodCheckEndsWith`,(e,t)=>{pd.init(e,t);let n=RegExp(`.*${pl(t.suffix)}$`);t.pattern??=n,e._zod.check=n=>{n.value.endsWith(t.suffix)||n.issues.push({origin:`string`,code:`invalid_format`,format:`ends_with`,suffix:t.suffix,input:n.value,inst:e,continue:!t.abort})}}),Ad=/*@__PURE__*/ H(`$ZodCheckOverwrite`,(e,t)=>{pd.init(e,t),e._zod.check=e=>{e.value=t.tx(e.value)}}),jd=class{constructor(e=[],t={}){this.content=[],this.indent=0,this.args=e,this.closed=t}indented(e){this.indent+=1;try{e(this)}finally{--this.indent}}write(e){if(typeof e==`function`){e(this,{execution:`sync`}),e(this,{execution:`async`});return}let t=e.split(`
`).filter(e=>e),n=Math.min(...t.map(e=>e.length-e.trimStart().length)),r=t.map(e=>e.slice(n)).map(e=>` `.repeat(this.indent*2)+e);for(let e of r)this.content.push(e)}compile(){let e=Function,t=this?.content??[``];return new e(...Object.keys(this.closed),`return function (${this.args.join(`, `)}) {\n${t.join(`
`)}\n};`)(...Object.values(this.closed))}},Md={major:4,minor:6,patch:7},Nd=/*@__PURE__*/ H(`$ZodType`,(e,t)=>{var n;e??={},e._zod.def=t,e._zod.bag=e._zod.bag||{},e._zod.version=Md;let r=e._zod.def.checks,i=e._zod.traits.has(`$ZodCheck`)?[e,...r??[]]:r?.length?[...r]:[];for(let t of i)for(let n of t._zod.onattach)n(e);if(i.length===0)(n=e._zod).deferred??(n.deferred=[]),e._zod.deferred?.push(()=>{e._zod.run=e._zod.parse});else{let t=(t,n,r)=>{if(t.memo)return t;let i=Ol(t),a;for(let o of n){if(o._zod.def.when){if(kl(t)||!o._zod.def.when(t))continue}else if(i)continue;let n=t.issues.length,s=o._zod.check(t);if(s instanceof Promise&&r?.async===!1)throw new nu;if(a||s instanceof Promise)a=(a??Promise.resolve()).then(async()=>{await s,t.issues.length!==n&&(Nl(t.issues,n,e),i||=Ol(t,n))});else{if(t.issues.length===n)continue;Nl(t.issues,n,e),i||=Ol(t,n)}}return a?a.then(()=>t):t},n=(n,r,a)=>{if(Ol(n))return n.aborted=!0,n;let o=t(r,i,a);if(o instanceof Promise){if(a.async===!1)throw new nu;return o.then(t=>e._zod.parse(t,a))}return e._zod.parse(o,a)};e._zod.run=(r,a)=>{if(a.skipChecks)return e._zod.parse(r,a);if(a.direction===`backward`){let t=e._zod.parse({value:r.value,issues:[]},{...a,skipChecks:!0});return t instanceof Promise?t.then(e=>n(e,r,a)):n(t,r,a)}let o=e._zod.parse(r,a);if(o instanceof Promise){if(a.async===!1)throw new nu;return o.then(e=>t(e,i,a))}return t(o,i,a)}}},{get"~standard"(){return Hl(this,`~standard`,Id(this))},set"~standard"(e){Vl(this,`~standard`,e)}}),Pd=(e,t)=>e.issues.length?{issues:e.issues.map(e=>Pl(e,t,au()))}:{value:e.value};async function Fd(e,t){let n={async:!0};return Pd(await e._zod.run({value:t,issues:[]},n),n)}function Id(e){return{validate:t=>{let n={async:!1};try{let r=e._zod.run({value:t,issues:[]},n);if(!(r instanceof Promise))return Pd(r,n)}catch{}return Fd(e,t)},vendor:`zod`,version:1}}var Ld=/*@__PURE__*/ H(`$ZodString`,(e,t)=>{Nd.init(e,t),e._zod.pattern=t.pattern??sd,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=String(n.value)}catch{}return typeof n.value==`string`||n.issues.push({expected:`string`,code:`invalid_type`,input:n.value,inst:e}),n}}),Rd=/*@__PURE__*/ H(`$ZodStringFormat`,(e,t)=>{Cd.init(e,t),Ld.init(e,t)}),zd=/*@__PURE__*/ H(`$ZodGUID`,(e,t)=>{t.pattern??=Hu,Rd.init(e,t)}),Bd=/*@__PURE__*/ H(`$ZodUUID`,(e,t)=>{if(t.version){let e={v1:1,v2:2,v3:3,v4:4,v5:5,v6:6,v7:7,v8:8}[t.version];if(e===void 0)throw Error(`Invalid UUID version: "${t.version}"`);t.pattern??=Uu(e)}else t.pattern??=Uu();Rd.init(e,t)}),Vd=/*@__PURE__*/ H(`$ZodEmail`,(e,t)=>{t.pattern??=Wu,Rd.init(e,t)});function Hd(e){try{return typeof URL<`u`&&typeof URL.canParse==`function`?URL.canParse(e):(new URL(e),!0)}catch{return!1}}function Ud(e,t){return!(`normalize`in t)&&!(`hostname`in t)&&!(`protocol`in t)?Hd(e)||2:Wd(e,t)}function Wd(e,t){if(!t.normalize&&t.protocol?.source===$u.source&&!/^https?:\/\//i.test(e))return 1;try{if(typeof URL<`u`){let t=URL;if(typeof t.parse==`function`)return t.parse(e)??2}return new URL(e)}catch{return 2}}var Gd=/[\t\n\r]/g;function Kd(e){return e.replace(Gd,``)}function qd(e,t){return t.lastIndex=0,t.test(e.hostname)}function Jd(e,t){return t.lastIndex=0,t.test(e.protocol.endsWith(`:`)?e.protocol.slice(0,-1):e.protocol)}var Yd=/*@__PURE__*/ H(`$ZodURL`,(e,t)=>{Rd.init(e,t),e._zod.check=n=>{try{let r=n.value.trim(),i=Ud(r,t);if(i===1){n.issues.push({code:`invalid_format`,format:`url`,note:`Invalid URL format`,input:n.value,inst:e,continue:!t.abort});return}if(i===2){n.issues.push({code:`invalid_format`,format:`url`,input:n.value,inst:e,continue:!t.abort});return}if(i===!0){n.value=Kd(r);return}t.hostname&&!qd(i,t.hostname)&&n.issues.push({code:`invalid_format`,format:`url`,note:`Invalid hostname`,pattern:t.hostname.source,input:n.value,inst:e,continue:!t.abort}),t.protocol&&!Jd(i,t.protocol)&&n.issues.push({code:`invalid_format`,format:`url`,note:`Invalid protocol`,pattern:t.protocol.source,input:n.value,inst:e,continue:!t.abort}),n.value=t.normalize?i.href:Kd(r);return}catch{n.issues.push({code:`invalid_format`,format:`url`,input:n.value,inst:e,continue:!t.abort})}}}),Xd=/*@__PURE__*/ H(`$ZodEmoji`,(e,t)=>{t.pattern??=Ku(),Rd.init(e,t)}),Zd=/*@__PURE__*/ H(`$ZodNanoID`,(e,t)=>{if(t.length!==void 0&&(!Number.isInteger(t.length)||t.length<1))throw Error(`Invalid nanoid length: ${t.length}`);t.pattern??=t.length===void 0?zu:Bu(t.length),Rd.init(e,t)}),Qd=/*@__PURE__*/ H(`$ZodCUID`,(e,t)=>{t.pattern??=Pu,Rd.init(e,t)}),$d=/*@__PURE__*/ H(`$ZodCUID2`,(e,t)=>{t.pattern??=Fu,Rd.init(e,t)}),ef=/*@__PURE__*/ H(`$ZodULID`,(e,t)=>{t.pattern??=Iu,Rd.init(e,t)}),tf=/*@__PURE__*/ H(`$ZodXID`,(e,t)=>{t.pattern??=Lu,Rd.init(e,t)}),nf=/*@__PURE__*/ H(`$ZodKSUID`,(e,t)=>{t.pattern??=Ru,Rd.init(e,t)}),rf=/*@__PURE__*/ H(`$ZodISODateTime`,(e,t)=>{t.pattern??=od(t),Rd.init(e,t)}),af=/*@__PURE__*/ H(`$ZodISODate`,(e,t)=>{t.pattern??=rd,Rd.init(e,t)}),of=/*@__PURE__*/ H(`$ZodISOTime`,(e,t)=>{t.pattern??=ad(t),Rd.init(e,t)}),sf=/*@__PURE__*/ H(`$ZodISODuration`,(e,t)=>{t.pattern??=Vu,Rd.init(e,t)}),cf=/*@__PURE__*/ H(`$ZodIPv4`,(e,t)=>{t.pattern??=qu,Rd.init(e,t)}),lf=/^[0-9a-fA-F:.]+$/;function uf(e){return lf.test(e)?Hd(`http://[${e}]`):!1}var df=/*@__PURE__*/ H(`$ZodIPv6`,(e,t)=>{t.pattern??=Ju,Rd.init(e,t),e._zod.check=n=>{uf(n.value)||n.issues.push({code:`invalid_format`,format:`ipv6`,input:n.value,inst:e,continue:!t.abort})}}),ff=/*@__PURE__*/ H(`$ZodCIDRv4`,(e,t)=>{t.pattern??=Yu,Rd.init(e,t)});function pf(e){let t=e.split(`/`);if(t.length!==2)return!1;let[n,r]=t;if(!r)return!1;let i=Number(r);return`${i}`!==r||i<0||i>128?!1:uf(n)}var mf=/*@__PURE__*/ H(`$ZodCIDRv6`,(e,t)=>{t.pattern??=Xu,Rd.init(e,t),e._zod.check=n=>{pf(n.value)||n.issues.push({code:`invalid_format`,format:`cidrv6`,input:n.value,inst:e,continue:!t.abort})}});function hf(e){if(e===``)return!0;if(/\s/.test(e)||e.length%4!=0)return!1;try{return atob(e),!0}catch{return!1}}var gf=/^[0-9a-zA-Z+/]*={0,2}$/,_f=/*@__PURE__*/ H(`$ZodBase64`,(e,t)=>{t.pattern??=gf,Rd.init(e,t),e._zod.check=n=>{hf(n.value)||n.issues.push({code:`invalid_format`,format:`base64`,input:n.value,inst:e,continue:!t.abort})}}),vf=/^[A-Za-z0-9_-]*$/;function yf(e){if(!vf.test(e))return!1;let t=e.replace(/[-_]/g,e=>e===`-`?`+`:`/`);return hf(t.padEnd(Math.ceil(t.length/4)*4,`=`))}var bf=/*@__PURE__*/ H(`$ZodBase64URL`,(e,t)=>{t.pattern??=vf,Rd.init(e,t),e._zod.check=n=>{yf(n.value)||n.issues.push({code:`invalid_format`,format:`base64url`,input:n.value,inst:e,continue:!t.abort})}}),xf=/*@__PURE__*/ H(`$ZodE164`,(e,t)=>{t.pattern??=ed,Rd.init(e,t)});function Sf(e,t=null){try{let n=e.split(`.`);if(n.length!==3)return!1;let[r]=n;if(!r)return!1;let i=JSON.parse(atob(r));return!(`typ`in i&&i?.typ!==`JWT`||!i.alg||t&&(!(`alg`in i)||i.alg!==t))}catch{return!1}}var Cf=/*@__PURE__*/ H(`$ZodJWT`,(e,t)=>{Rd.init(e,t),e._zod.check=n=>{Sf(n.value,t.alg)||n.issues.push({code:`invalid_format`,format:`jwt`,input:n.value,inst:e,continue:!t.abort})}}),wf=/*@__PURE__*/ H(`$ZodNumber`,(e,t)=>{Nd.init(e,t),e._zod.pattern=ld,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=Number(n.value)}catch{}let i=n.value;if(typeof i==`number`&&!Number.isNaN(i)&&Number.isFinite(i))return n;let a=typeof i==`number`?Number.isNaN(i)?`NaN`:Number.isFinite(i)?void 0:String(i):void 0;return n.issues.push({expected:`number`,code:`invalid_type`,input:i,inst:e,...a?{received:a}:{}}),n}}),Tf=/*@__PURE__*/ H(`$ZodNumberFormat`,(e,t)=>{yd.init(e,t),wf.init(e,t)}),Ef=/*@__PURE__*/ H(`$ZodBoolean`,(e,t)=>{Nd.init(e,t),e._zod.pattern=ud,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=!!n.value}catch{}let i=n.value;return typeof i==`boolean`||n.issues.push({expected:`boolean`,code:`invalid_type`,input:i,inst:e}),n}}),Df=/*@__PURE__*/ H(`$ZodUnknown`,(e,t)=>{Nd.init(e,t),e._zod.parse=e=>e}),Of=/*@__PURE__*/ H(`$ZodNever`,(e,t)=>{Nd.init(e,t),e._zod.parse=(t,n)=>(t.issues.push({expected:`never`,code:`invalid_type`,input:t.value,inst:e}),t)});function kf(e,t){let n=Ml(e._zod.def.checks);if(!n.length)return;let r=Math.min(...n.map(e=>e[0])),i=e._zod.parse;e._zod.parse=(n,a)=>{let o=t(n.value);if(o>r&&!a?.skipChecks&&a?.direction!==`backward`){for(let[t,r]of Ml(e._zod.def.checks))if(o>t&&r._zod.def.when(n)){let t=n.issues.length;return r._zod.check(n),n.issues[t].continue=!1,Nl(n.issues,t,e),n}}return i(n,a)}}var Af=e=>Array.isArray(e)?e.length:-1;function jf(e,t,n){e.issues.length&&t.issues.push(...Al(n,e.issues)),t.value[n]=e.value}var Mf=/*@__PURE__*/ H(`$ZodArray`,(e,t)=>{Nd.init(e,t);let n=iu.memoizer;n?.attach(e),e._zod.parse=(r,i)=>{let a=r.value;if(!Array.isArray(a))return r.issues.push({expected:`array`,code:`invalid_type`,input:a,inst:e}),r;r.value=n?n.alloc(e,r,Array(a.length),i):Array(a.length);let o=[],s=i?.abortEarly;for(let e=0;e<a.length;e++){let n=a[e],c=t.element._zod.run({value:n,issues:[]},i);if(c instanceof Promise)o.push(c.then(t=>jf(t,r,e)));else if(jf(c,r,e),s&&c.issues.length!==0&&Ol(c))break}return o.length?Promise.all(o).then(()=>r):r},kf(e,Af)});function Nf(e,t,n,r,i,a){let o=n in r,s=a===`optional`;if(o||!s||i!==`optional`){if(e.issues.length){if(i!==void 0&&s&&!o)return;t.issues.push(...Al(n,e.issues))}!o&&i===void 0?e.issues.length||t.issues.push({code:`invalid_type`,expected:`nonoptional`,input:void 0,path:[n]}):e.value===void 0?(o||i===`defaulted`&&!s)&&(t.value[n]=void 0):t.value[n]=e.value}}var Pf=[];function Ff(e){let t=Object.keys(e.shape),n=Object.getOwnPropertySymbols(e.shape),r=n.length?n:Pf,i=r.length?[...t,...r]:t;for(let t of i)if(!e.shape?.[t]?._zod?.traits?.has(`$ZodType`))throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);let a=gl(e.shape);return{...e,allKeys:i,symbolKeys:r,keySet:new Set(t),numKeys:t.length,optionalKeys:new Set(a)}}function If(e,t,n,r,i,a,o){let s=[],c=i.keySet,l=i.catchall._zod,u=l.def.type,d=l.optin,f=l.optout,p=0;for(let i in t){if(o&&n.issues.length!==p){if(Ol(n,p))break;p=n.issues.length}if(c.has(i))continue;if(i===`__proto__`){u===`never`&&s.push(i);continue}if(u===`never`){s.push(i);continue}let a=l.run({value:t[i],issues:[]},r);a instanceof Promise?e.push(a.then(e=>Nf(e,n,i,t,d,f))):Nf(a,n,i,t,d,f)}return s.length&&n.issues.push({code:`unrecognized_keys`,keys:s,input:t,inst:a,continue:!0}),e.length?Promise.all(e).then(()=>n):n}var Lf=/*@__PURE__*/ H(`$ZodObject`,(e,t)=>{Nd.init(e,t);let n=Object.getOwnPropertyDescriptor(t,`shape`),r=n?.get?n.get.raw:t.shape??{};if(r){let e=()=>{let n={...r};return Object.defineProperty(t,"shape",{value:n}),e.raw=n,n};e.raw=r,Object.defineProperty(t,"shape",{get:e})}let i=qc(()=>Ff(t));V(e,`propValues`,e=>{let t=e.def.shape,n={};for(let e in t){let r=t[e]._zod;if(r.values){Object.prototype.hasOwnProperty.call(n,e)||Zc(n,e,/* @__PURE__ */ new Set);for(let t of r.values)n[e].add(t);r.optin!==void 0&&n[e].add(void 0)}}return n});let a=cl,o=t.catchall,s,c=iu.memoizer;c?.attach(e),e._zod.parse=(t,n)=>{s??=i.value;let r=t.value;if(!a(r))return t.issues.push({expected:`object`,code:`invalid_type`,input:r,inst:e}),t;t.value=c?c.alloc(e,t,{},n):{};let l=[],u=s.shape,d=n?.abortEarly,f=t.issues.length;for(let e of s.allKeys){if(d&&t.issues.length!==f){if(Ol(t,f))break;f=t.issues.length}if(e===`__proto__`)continue;let i=u[e],a=i._zod.optin,o=i._zod.optout,s=i._zod.run({value:r[e],issues:[]},n);s instanceof Promise?l.push(s.then(n=>Nf(n,t,e,r,a,o))):Nf(s,t,e,r,a,o)}return o?If(l,r,t,n,i.value,e,d===!0):l.length?Promise.all(l).then(()=>t):t}}),Rf=/*@__PURE__*/ H(`$ZodObjectJIT`,(e,t)=>{Lf.init(e,t);let n=e._zod.parse,r=qc(()=>Ff(t)),i=iu.memoizer,a=t=>{let n=r.value,a=n.symbolKeys,o=new jd([`payload`,`ctx`],{shape:t,inst:e,memo:i,syms:a}),s=e=>`shape[${e}]._zod.run({ value: input[${e}], issues: [] }, ctx)`,c=(e,t)=>`
          let ${e}_ab = false;
          for (let i = 0; i < ${e}.issues.length; i++) {
            const iss = ${e}.issues[i];
            iss.path = iss.path ? [${t}, ...iss.path] : [${t}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${e}_ab = true;
          }
          if (${e}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;o.write(`const input = payload.value;`);let l=Object.create(null),u=0;for(let e of n.allKeys)l[e]=`key_${u++}`;o.write(i?`const newResult = memo.alloc(inst, payload, {}, ctx);`:`const newResult = {};`);for(let e of n.allKeys){if(e===`__proto__`)continue;let n=l[e],r=typeof e==`symbol`?`syms[${a.indexOf(e)}]`:al(e),i=`${r} in input`,u=t[e],d=u?._zod?.optin,f=d!==void 0,p=u?._zod?.optout===`optional`;if(o.write(`const ${n} = ${s(r)};`),f&&p){let e=d===`optional`?`${n}_present`:`${n}.value !== undefined || ${n}_present`;o.write(`
        const ${n}_present = ${i};
        if (!${n}.issues.length || ${n}_present) {
          if (${n}.issues.length) {${c(n,r)}
          }

          if (${e}) {
            newResult[${r}] = ${n}.value;
          }
        }

      `)}else f?(o.write(`
        if (${n}.issues.length) {${c(n,r)}
        }
      `),d===`defaulted`?o.write(`newResult[${r}] = ${n}.value;`):o.write(`
        if (${n}.value !== undefined || ${i}) {
          newResult[${r}] = ${n}.value;
        }
      `)):o.write(`
        const ${n}_present = ${i};
        if (${n}.issues.length) {${c(n,r)}
        }
        if (!${n}_present && !${n}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${r}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${n}_present) {
          newResult[${r}] = ${n}.value;
        }

      `)}return o.write(`payload.value = newResult;`),o.write(`return payload;`),o.compile()},o,s=cl,c=!iu.jitless,l=c&&ll.value,u=t.catchall,d;e._zod.parse=(i,f)=>{d??=r.value;let p=i.value;return s(p)?c&&l&&f?.async===!1&&f.jitless!==!0?(o||=a(t.shape),i=o(i,f),u?If([],p,i,f,d,e,f?.abortEarly===!0):i):n(i,f):(i.issues.push({expected:`object`,code:`invalid_type`,input:p,inst:e}),i)}});function zf(e,t,n,r){for(let n of e)if(n.issues.length===0)return t.value=n.value,t;let i=e.filter(e=>!Ol(e));return i.length===1?(t.value=i[0].value,i[0]):(t.issues.push({code:`invalid_union`,input:t.value,inst:n,errors:e.map(e=>e.issues.map(e=>Pl(e,r,au())))}),t)}var Bf=/*@__PURE__*/ H(`$ZodUnion`,(e,t)=>{Nd.init(e,t),V(e,`optin`,e=>e.def.options.some(e=>e._zod.optin===`defaulted`)?`defaulted`:e.def.options.some(e=>e._zod.optin!==void 0)?`optional`:void 0),V(e,`optout`,e=>e.def.options.some(e=>e._zod.optout===`optional`)?`optional`:void 0),V(e,`values`,e=>{if(e.def.options.every(e=>e._zod.values))return new Set(e.def.options.flatMap(e=>Array.from(e._zod.values)))}),V(e,`pattern`,e=>{if(e.def.options.every(e=>e._zod.pattern)){let t=e.def.options.map(e=>e._zod.pattern);return RegExp(`^(${t.map(e=>Yc(e.source)).join(`|`)})$`)}});let n=t.options.length===1?t.options[0]._zod.run:null;e._zod.parse=(r,i)=>{if(n)return n(r,i);let a=!1,o=[];for(let e of t.options){let t=e._zod.run({value:r.value,issues:[]},i);if(t instanceof Promise)o.push(t),a=!0;else{if(t.issues.length===0)return t;o.push(t)}}return a?Promise.all(o).then(t=>zf(t,r,e,i)):zf(o,r,e,i)}}),Vf=/*@__PURE__*/ H(`$ZodIntersection`,(e,t)=>{Nd.init(e,t),e._zod.parse=(e,n)=>{let r=e.value,i=t.left._zod.run({value:r,issues:[]},n),a=t.right._zod.run({value:r,issues:[]},n);return i instanceof Promise||a instanceof Promise?Promise.all([i,a]).then(([t,n])=>Uf(e,t,n)):Uf(e,i,a)}});function Hf(e,t){if(e===t||e instanceof Date&&t instanceof Date&&+e==+t)return{valid:!0,data:e};if(ul(e)&&ul(t)){let n=Object.keys(t),r=Object.keys(e).filter(e=>n.indexOf(e)!==-1),i={...e,...t};Object.prototype.hasOwnProperty.call(i,`__proto__`)&&delete i.__proto__;for(let n of r){if(n===`__proto__`)continue;let r=Hf(e[n],t[n]);if(!r.valid)return{valid:!1,mergeErrorPath:[n,...r.mergeErrorPath]};i[n]=r.data}return{valid:!0,data:i}}if(Array.isArray(e)&&Array.isArray(t)){if(e.length!==t.length)return{valid:!1,mergeErrorPath:[]};let n=[];for(let r=0;r<e.length;r++){let i=e[r],a=t[r],o=Hf(i,a);if(!o.valid)return{valid:!1,mergeErrorPath:[r,...o.mergeErrorPath]};n.push(o.data)}return{valid:!0,data:n}}return{valid:!1,mergeErrorPath:[]}}function Uf(e,t,n){let r=/* @__PURE__ */ new Map,i,a=/* @__PURE__ */ new Map,o=(e,t)=>{let n;if(e.code===`unrecognized_keys`&&!e.path?.length)i??=e,n=e.keys;else if(e.code===`invalid_key`&&e.origin===`record`&&e.path?.length===1){let t=String(e.path[0]);a.has(t)||a.set(t,e),n=[t]}else return!1;for(let e of n)r.has(e)||r.set(e,{}),r.get(e)[t]=!0;return!0};for(let n of t.issues)o(n,`l`)||e.issues.push(n);for(let t of n.issues)o(t,`r`)||e.issues.push(t);let s=[...r].filter(([,e])=>e.l&&e.r).map(([e])=>e);if(s.length){let t=i?s.filter(e=>i.keys.includes(e)):[];t.length&&e.issues.push({...i,keys:t});for(let n of s)!t.includes(n)&&a.has(n)&&e.issues.push(a.get(n))}let c=Hf(t.value,n.value);if(!c.valid){if(Ol(e))return e;throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`)}return e.value=c.data,e}var Wf=/*@__PURE__*/ H(`$ZodRecord`,(e,t)=>{Nd.init(e,t);let n=iu.memoizer;n?.attach(e),e._zod.parse=(r,i)=>{let a=r.value;if(!ul(a))return r.issues.push({expected:`record`,code:`invalid_type`,input:a,inst:e}),r;let o=[],s=t.keyType._zod.values;if(s&&!t.partial){r.value=n?n.alloc(e,r,{},i):{};let c=/* @__PURE__ */ new Set;for(let n of s)if(typeof n==`string`||typeof n==`number`||typeof n==`symbol`){if(c.add(typeof n==`number`?n.toString():n),n===`__proto__`)continue;let s=t.keyType._zod.run({value:n,issues:[]},i);if(s instanceof Promise)throw Error(`Async schemas not supported in object keys currently`);if(s.issues.length){r.issues.push({code:`invalid_key`,origin:`record`,issues:s.issues.map(e=>Pl(e,i,au())),input:n,path:[n],inst:e});continue}let l=s.value;if(l===`__proto__`)continue;let u=t.valueType._zod.run({value:a[n],issues:[]},i);u instanceof Promise?o.push(u.then(e=>{e.issues.length&&r.issues.push(...Al(n,e.issues)),r.value[l]=e.value})):(u.issues.length&&r.issues.push(...Al(n,u.issues)),r.value[l]=u.value)}let l;for(let e in a)if(!c.has(e)){if(t.mode===`loose`){if(e===`__proto__`)continue;r.value[e]=a[e]}else l??=[],l.push(e)}l&&l.length>0&&r.issues.push({code:`unrecognized_keys`,input:a,inst:e,keys:l,continue:!0})}else{r.value=n?n.alloc(e,r,{},i):{};let c;for(let n of Reflect.ownKeys(a)){if(n===`__proto__`||!Object.prototype.propertyIsEnumerable.call(a,n))continue;let l=t.keyType._zod.run({value:n,issues:[]},i);if(l instanceof Promise)throw Error(`Async schemas not supported in object keys currently`);if(typeof n==`string`&&ld.test(n)&&l.issues.length){let e=t.keyType._zod.run({value:Number(n),issues:[]},i);if(e instanceof Promise)throw Error(`Async schemas not supported in object keys currently`);e.issues.length===0&&(l=e)}if(l.issues.length){t.mode===`loose`?r.value[n]=a[n]:s?(c??=[],c.push(n)):r.issues.push({code:`invalid_key`,origin:`record`,issues:l.issues.map(e=>Pl(e,i,au())),input:n,path:[n],inst:e});continue}let u=l.value;if(u===`__proto__`)continue;let d=t.valueType._zod.run({value:a[n],issues:[]},i);d instanceof Promise?o.push(d.then(e=>{e.issues.length&&r.issues.push(...Al(n,e.issues)),r.value[u]=e.value})):(d.issues.length&&r.issues.push(...Al(n,d.issues)),r.value[u]=d.value)}c&&c.length>0&&r.issues.push({code:`unrecognized_keys`,input:a,inst:e,keys:c,continue:!0})}return o.length?Promise.all(o).then(()=>r):r}}),Gf=/*@__PURE__*/ H(`$ZodEnum`,(e,t)=>{Nd.init(e,t);let n=Uc(t.entries),r=new Set(n);e._zod.values=r,V(e,`pattern`,e=>{let t=Uc(e.def.entries).filter(e=>fl.has(typeof e));return RegExp(t.length?`^(${t.map(e=>pl(e.toString())).join(`|`)})$`:`^[^\\s\\S]$`)}),e._zod.parse=(t,i)=>{let a=t.value;return r.has(a)||t.issues.push({code:`invalid_value`,values:n,input:a,inst:e}),t}}),Kf=/*@__PURE__*/ H(`$ZodLiteral`,(e,t)=>{Nd.init(e,t);let n=new Set(t.values);e._zod.values=n,V(e,`pattern`,e=>{let t=e.def.values;return RegExp(t.length?`^(${t.map(e=>typeof e==`string`?pl(e):e?pl(e.toString()):String(e)).join(`|`)})$`:`^[^\\s\\S]$`)}),e._zod.parse=(r,i)=>{let a=r.value;return n.has(a)||r.issues.push({code:`invalid_value`,values:t.values,input:a,inst:e}),r}}),qf=/*@__PURE__*/ H(`$ZodTransform`,(e,t)=>{Nd.init(e,t),e._zod.optin=`optional`,iu.memoizer?.guard(e),e._zod.parse=(n,r)=>{if(r.direction===`backward`)throw new ru(e.constructor.name);let i=t.transform(n.value,n);if(r.async)return(i instanceof Promise?i:Promise.resolve(i)).then(e=>(n.value=e,n));if(i instanceof Promise)throw new nu;return n.value=i,n}});function Jf(e,t){return e.value=t.issues.length?void 0:t.value,e}var Yf=/*@__PURE__*/ H(`$ZodOptional`,(e,t)=>{Nd.init(e,t),V(e,`optin`,e=>e.def.innerType._zod.optin===`defaulted`?`defaulted`:`optional`),e._zod.optout=`optional`,V(e,`values`,e=>{let t=e.def.innerType._zod.values;return t?/* @__PURE__ */ new Set([...t,void 0]):void 0}),V(e,`pattern`,e=>{let t=e.def.innerType._zod.pattern;return t?RegExp(`^(${Yc(t.source)})?$`):void 0}),e._zod.parse=(e,n)=>{if(e.value===void 0){if(t.innerType._zod.optin!==`defaulted`)return e;let r=t.innerType._zod.run({value:e.value,issues:[]},n);return r instanceof Promise?r.then(t=>Jf(e,t)):Jf(e,r)}return t.innerType._zod.run(e,n)}}),Xf=/*@__PURE__*/ H(`$ZodExactOptional`,(e,t)=>{Yf.init(e,t),V(e,`values`,e=>e.def.innerType._zod.values),V(e,`pattern`,e=>e.def.innerType._zod.pattern),e._zod.parse=(e,n)=>t.innerType._zod.run(e,n)}),Zf=/*@__PURE__*/ H(`$ZodNullable`,(e,t)=>{Nd.init(e,t),V(e,`optin`,e=>e.def.innerType._zod.optin),V(e,`optout`,e=>e.def.innerType._zod.optout),V(e,`pattern`,e=>{let t=e.def.innerType._zod.pattern;return t?RegExp(`^(${Yc(t.source)}|null)$`):void 0}),V(e,`values`,e=>e.def.innerType._zod.values?/* @__PURE__ */ new Set([...e.def.innerType._zod.values,null]):void 0),e._zod.parse=(e,n)=>e.value===null?e:t.innerType._zod.run(e,n)}),Qf=/*@__PURE__*/ H(`$ZodDefault`,(e,t)=>{Nd.init(e,t),e._zod.optin=`defaulted`,V(e,`values`,e=>e.def.innerType._zod.values),e._zod.parse=(e,n)=>{if(n.direction===`backward`)return t.innerType._zod.run(e,n);if(e.value===void 0)return e.value=t.defaultValue,e;let r=t.innerType._zod.run(e,n);return r instanceof Promise?r.then(e=>$f(e,t)):$f(r,t)}});function $f(e,t){return e.value===void 0&&(e.value=t.defaultValue),e}var ep=/*@__PURE__*/ H(`$ZodPrefault`,(e,t)=>{Nd.init(e,t),e._zod.optin=`defaulted`,V(e,`values`,e=>e.def.innerType._zod.values),e._zod.parse=(e,n)=>(n.direction===`backward`||e.value===void 0&&(e.value=t.defaultValue),t.innerType._zod.run(e,n))}),tp=/*@__PURE__*/ H(`$ZodNonOptional`,(e,t)=>{Nd.init(e,t),V(e,`values`,e=>{let t=e.def.innerType._zod.values;return t?new Set([...t].filter(e=>e!==void 0)):void 0}),e._zod.parse=(n,r)=>{let i=t.innerType._zod.run(n,r);return i instanceof Promise?i.then(t=>np(t,e)):np(i,e)}});function np(e,t){return!e.issues.length&&e.value===void 0&&e.issues.push({code:`invalid_type`,expected:`nonoptional`,input:e.value,inst:t}),e}function rp(e,t,n,r){return t.issues.length?(e.value=n.catchValue({...t,value:e.value,error:{issues:t.issues.map(e=>Pl(e,r,au()))},input:e.value}),e):(e.value=t.value,t.memo&&(e.memo=!0),e)}var ip=/*@__PURE__*/ H(`$ZodCatch`,(e,t)=>{Nd.init(e,t),V(e,`optin`,e=>e.def.innerType._zod.optin===`defaulted`?`defaulted`:`optional`),V(e,`optout`,e=>e.def.innerType._zod.optout),V(e,`values`,e=>e.def.innerType._zod.values),e._zod.parse=(e,n)=>{if(n.direction===`backward`)return t.innerType._zod.run(e,n);let r=t.innerType._zod.run({value:e.value,issues:[]},n);return r instanceof Promise?r.then(r=>rp(e,r,t,n)):rp(e,r,t,n)}}),ap=/*@__PURE__*/ H(`$ZodPipe`,(e,t)=>{Nd.init(e,t),V(e,`values`,e=>e.def.in._zod.values),V(e,`optin`,e=>e.def.in._zod.optin),V(e,`optout`,e=>e.def.out._zod.optout),V(e,`propValues`,e=>e.def.in._zod.propValues),e._zod.parse=(e,n)=>{if(n.direction===`backward`){let r=t.out._zod.run(e,n);return r instanceof Promise?r.then(e=>op(e,t.in,n)):op(r,t.in,n)}let r=t.in._zod.run(e,n);return r instanceof Promise?r.then(e=>op(e,t.out,n)):op(r,t.out,n)}});function op(e,t,n){return e.issues.some(e=>e.code!==`unrecognized_keys`)?(e.aborted=!0,e):t._zod.run({value:e.value,issues:e.issues},n)}var sp=/*@__PURE__*/ H(`$ZodPreprocess`,(e,t)=>{ap.init(e,t)}),cp=/*@__PURE__*/ H(`$ZodReadonly`,(e,t)=>{Nd.init(e,t),V(e,`propValues`,e=>e.def.innerType._zod.propValues),V(e,`values`,e=>e.def.innerType._zod.values),V(e,`optin`,e=>e.def.innerType?._zod?.optin),V(e,`optout`,e=>e.def.innerType?._zod?.optout),e._zod.parse=(e,n)=>{if(n.direction===`backward`)return t.innerType._zod.run(e,n);let r=t.innerType._zod.run(e,n);return r instanceof Promise?r.then(lp):lp(r)}});function lp(e){return e.memo||(e.value=Object.freeze(e.value)),e}var up=/*@__PURE__*/ H(`$ZodCustom`,(e,t)=>{pd.init(e,t),Nd.init(e,t),e._zod.parse=(e,t)=>e,e._zod.check=n=>{let r=n.value,i=t.fn(r);if(i instanceof Promise)return i.then(t=>dp(t,n,r,e));dp(i,n,r,e)}});function dp(e,t,n,r){if(!e){let e={code:`custom`,input:n,inst:r,path:[...r._zod.def.path??[]],continue:!r._zod.def.abort};r._zod.def.params&&(e.params=r._zod.def.params),t.issues.push(zl(e))}}var fp=class extends Error{constructor(){super(`Cannot parse a reference cycle that closes through a transform`),this.name=`ZodCyclicError`}},pp=`~memo`,mp=[];function hp(e){return typeof e==`object`&&!!e}function gp(e){return e.map(e=>e.path?{...e,path:e.path.slice()}:{...e})}var _p=/*@__PURE__*/ new WeakMap,vp=0,yp=1,bp=2;function xp(e,t,n){let r=_p.get(e);if(r!==void 0)return r?bp:vp;if(t.has(e))return bp;t.add(e);let i=vp,a=e=>{if(i!==bp&&e?._zod){let r=xp(e,t,n);r>i&&(i=r)}},o=(e,r)=>{let i=vp;for(let a of Reflect.ownKeys(e)){let o=Object.getOwnPropertyDescriptor(e,a);if(r&&!o.enumerable)continue;let s=o.get?yp:o.value?._zod?xp(o.value,t,n):vp;s>i&&(i=s)}return i},s=e=>{e>i&&(i=e)},c=e._zod.def;switch(c.type){case`object`:{let e=Qc(c);s(e?o(e,!0):yp),a(c.catchall);break}case`array`:a(c.element);break;case`tuple`:for(let e of c.items)a(e);a(c.rest);break;case`record`:case`map`:a(c.keyType),a(c.valueType);break;case`set`:a(c.valueType);break;case`union`:for(let e of c.options)a(e);break;case`intersection`:a(c.left),a(c.right);break;case`optional`:case`nullable`:case`default`:case`prefault`:case`catch`:case`readonly`:case`nonoptional`:case`promise`:case`success`:a(c.innerType);break;case`pipe`:a(c.in),a(c.out);break;case`function`:a(c.input),a(c.output);break;case`lazy`:{let r=c._cachedInner??(n?e._zod.innerType:void 0);s(r?xp(r,t,!1):yp);break}case`template_literal`:case`string`:case`number`:case`int`:case`boolean`:case`bigint`:case`symbol`:case`undefined`:case`null`:case`void`:case`never`:case`any`:case`unknown`:case`date`:case`nan`:case`enum`:case`literal`:case`file`:case`transform`:case`custom`:break;default:for(let e in c){let t=Object.getOwnPropertyDescriptor(c,e);if(!t||t.get)continue;let n=t.value;if(n&&typeof n==`object`){if(n._zod)a(n);else if(Array.isArray(n))for(let e of n)a(e)}}}return t.delete(e),Sp(e,i)}function Sp(e,t){return t!==yp&&_p.set(e,t===bp),t}function Cp(e,t){let n=e.buckets.get(t);return n||(n=/* @__PURE__ */ new WeakMap,e.buckets.set(t,n)),n}var wp,Tp=[],Ep={alloc(e,t,n){let r=wp;if(!r)return n;wp=void 0;let i={value:n,issues:null};return r.set(t.value,i),Tp.push(i),n},guard(e){var t;(t=e._zod).deferred??(t.deferred=[]),e._zod.deferred.push(()=>{let t=e._zod.parse,n=(e,n)=>{if(n.direction!==`backward`&&Op(n,e.value))throw new fp;return t(e,n)};e._zod.parse=n,e._zod.run===t&&(e._zod.run=n)})},attach(e){var t;let n,r=!1,i,a;(t=e._zod).deferred??(t.deferred=[]),e._zod.deferred.push(()=>{let t=e._zod.parse,o=(s,c)=>{if(n===void 0){let i=xp(e,/* @__PURE__ */ new Set,!1);if(i===vp)return e._zod.parse=t,e._zod.run===o&&(e._zod.run=t),t(s,c);i===bp||r?n=!0:r=!0}let l=s.value;if(!hp(l))return t(s,c);let u=c[pp];u||(u={buckets:/* @__PURE__ */ new WeakMap,backEdges:void 0},c[pp]=u);let d;i===c?d=a:(d=Cp(u,e),i=c,a=d);let f=d.get(l);if(f)return s.value=f.value,f.issues?f.issues.length&&s.issues.push(...gp(f.issues)):(s.memo=!0,u.backEdges??(u.backEdges=/* @__PURE__ */ new WeakSet),u.backEdges.add(f.value)),s;wp=d;let p=Tp.length,m=t(s,c);wp=void 0;let h=Tp.length>p?Tp.pop():void 0;return m instanceof Promise?m.then(e=>(h&&(h.issues=e.issues.length?gp(e.issues):mp),e)):(h&&(h.issues=m.issues.length?gp(m.issues):mp),m)};e._zod.parse=o,e._zod.run===t&&(e._zod.run=o)})}};function Dp(){return Ep}function Op(e,t){let n=e[pp]?.backEdges;return n!==void 0&&hp(t)&&n.has(t)}var kp=()=>{let e={string:{unit:`characters`,verb:`to have`},file:{unit:`bytes`,verb:`to have`},array:{unit:`items`,verb:`to have`},set:{unit:`items`,verb:`to have`},map:{unit:`entries`,verb:`to have`}};function t(t){return e[t]??null}let n={regex:`input`,email:`email address`,url:`URL`,emoji:`emoji`,uuid:`UUID`,uuidv4:`UUIDv4`,uuidv6:`UUIDv6`,nanoid:`nanoid`,guid:`GUID`,cuid:`cuid`,cuid2:`cuid2`,ulid:`ULID`,xid:`XID`,ksuid:`KSUID`,datetime:`ISO datetime`,date:`ISO date`,time:`ISO time`,duration:`ISO duration`,ipv4:`IPv4 address`,ipv6:`IPv6 address`,mac:`MAC address`,cidrv4:`IPv4 range`,cidrv6:`IPv6 range`,base64:`base64-encoded string`,base64url:`base64url-encoded string`,json_string:`JSON string`,e164:`E.164 number`,currency_code:`currency code`,credit_card:`credit card number`,iban:`IBAN`,jwt:`JWT`,template_literal:`input`},r={nan:`NaN`};function i(e,t){return e===`number`&&typeof t==`number`&&!Number.isFinite(t)?String(t):r[e]??e}return e=>{switch(e.code){case`invalid_type`:return`Invalid input: expected ${i(e.expected)}, received ${i(Rl(e.input),e.input)}`;case`invalid_value`:return e.values.length===1?`Invalid input: expected ${hl(e.values[0])}`:`Invalid option: expected one of ${Wc(e.values,`|`)}`;case`too_big`:{let n=e.exact?`exactly `:e.inclusive?`<=`:`<`,r=t(e.origin);return r?`Too big: expected ${e.origin??`value`} to have ${n}${e.maximum.toString()} ${r.unit??`elements`}`:`Too big: expected ${e.origin??`value`} to be ${n}${e.maximum.toString()}`}case`too_small`:{let n=e.exact?`exactly `:e.inclusive?`>=`:`>`,r=t(e.origin);return r?`Too small: expected ${e.origin} to have ${n}${e.minimum.toString()} ${r.unit}`:`Too small: expected ${e.origin} to be ${n}${e.minimum.toString()}`}case`invalid_format`:{let t=e;return t.format===`starts_with`?`Invalid string: must start with "${t.prefix}"`:t.format===`ends_with`?`Invalid string: must end with "${t.suffix}"`:t.format===`includes`?`Invalid string: must include "${t.includes}"`:t.format===`regex`?`Invalid string: must match pattern ${t.pattern}`:`Invalid ${n[t.format]??e.format}`}case`not_multiple_of`:return`Invalid number: must be a multiple of ${e.divisor}`;case`unrecognized_keys`:return`Unrecognized key${e.keys.length>1?`s`:``}: ${Wc(e.keys,`, `)}`;case`invalid_key`:return`Invalid key in ${e.origin}`;case`invalid_union`:return e.options&&Array.isArray(e.options)&&e.options.length>0?`Invalid discriminator value. Expected ${e.options.map(e=>`'${e}'`).join(` | `)}`:e.inclusive===!1?`Invalid input: more than one option matched`:`Invalid input`;case`invalid_element`:return`Invalid value in ${e.origin}`;default:return`Invalid input`}}};function Ap(){return{localeError:kp()}}var jp,Mp=class{constructor(){this._map=/* @__PURE__ */ new WeakMap,this._idmap=/* @__PURE__ */ new Map}add(e,...t){let n=t[0];return this._map.set(e,n),n&&typeof n==`object`&&`id`in n&&this._idmap.set(n.id,e),this}clear(){return this._map=/* @__PURE__ */ new WeakMap,this._idmap=/* @__PURE__ */ new Map,this}remove(e){let t=this._map.get(e);return t&&typeof t==`object`&&`id`in t&&this._idmap.delete(t.id),this._map.delete(e),this}get(e){let t=e._zod.parent;if(t){let n={...this.get(t)??{}};delete n.id;let r={...n,...this._map.get(e)};return Object.keys(r).length?r:void 0}return this._map.get(e)}has(e){return this._map.has(e)}};function Np(){return new Mp}(jp=globalThis).__zod_globalRegistry??(jp.__zod_globalRegistry=Np());var Pp=globalThis.__zod_globalRegistry;function Fp(e){return e.checks&&=[...e.checks],e}// @__NO_SIDE_EFFECTS__
function Ip(e,t){return new e(Fp({type:`string`,...B(t)}))}// @__NO_SIDE_EFFECTS__
function Lp(e,t){return new e({type:`string`,format:`email`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Rp(e,t){return new e({type:`string`,format:`guid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function zp(e,t){return new e({type:`string`,format:`uuid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Bp(e,t){return new e({type:`string`,format:`uuid`,check:`string_format`,abort:!1,version:`v4`,...B(t)})}// @__NO_SIDE_EFFECTS__
function Vp(e,t){return new e({type:`string`,format:`uuid`,check:`string_format`,abort:!1,version:`v6`,...B(t)})}// @__NO_SIDE_EFFECTS__
function Hp(e,t){return new e({type:`string`,format:`uuid`,check:`string_format`,abort:!1,version:`v7`,...B(t)})}// @__NO_SIDE_EFFECTS__
function Up(e,t){return new e({type:`string`,format:`url`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Wp(e,t){return new e({type:`string`,format:`emoji`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Gp(e,t){return new e({type:`string`,format:`nanoid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Kp(e,t){return new e({type:`string`,format:`cuid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function qp(e,t){return new e({type:`string`,format:`cuid2`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Jp(e,t){return new e({type:`string`,format:`ulid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Yp(e,t){return new e({type:`string`,format:`xid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Xp(e,t){return new e({type:`string`,format:`ksuid`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Zp(e,t){return new e({type:`string`,format:`ipv4`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function Qp(e,t){return new e({type:`string`,format:`ipv6`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function $p(e,t){return new e({type:`string`,format:`cidrv4`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function em(e,t){return new e({type:`string`,format:`cidrv6`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function tm(e,t){return new e({type:`string`,format:`base64`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function nm(e,t){return new e({type:`string`,format:`base64url`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function rm(e,t){return new e({type:`string`,format:`e164`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function im(e,t){return new e({type:`string`,format:`jwt`,check:`string_format`,abort:!1,...B(t)})}// @__NO_SIDE_EFFECTS__
function am(e,t){return new e({type:`string`,format:`datetime`,check:`string_format`,offset:!1,local:!1,precision:null,...B(t)})}// @__NO_SIDE_EFFECTS__
function om(e,t){return new e({type:`string`,format:`date`,check:`string_format`,...B(t)})}// @__NO_SIDE_EFFECTS__
function sm(e,t){return new e({type:`string`,format:`time`,check:`string_format`,precision:null,...B(t)})}// @__NO_SIDE_EFFECTS__
function cm(e,t){return new e({type:`string`,format:`duration`,check:`string_format`,...B(t)})}// @__NO_SIDE_EFFECTS__
function lm(e,t){return new e(Fp({type:`number`,checks:[],...B(t)}))}// @__NO_SIDE_EFFECTS__
function um(e,t){return new e({type:`number`,check:`number_format`,abort:!1,format:`safeint`,...B(t)})}// @__NO_SIDE_EFFECTS__
function dm(e,t){return new e({type:`boolean`,...B(t)})}// @__NO_SIDE_EFFECTS__
function fm(e){return new e({type:`unknown`})}// @__NO_SIDE_EFFECTS__
function pm(e,t){return new e({type:`never`,...B(t)})}// @__NO_SIDE_EFFECTS__
function mm(e,t){return new gd({check:`less_than`,...B(t),value:e,inclusive:!1})}// @__NO_SIDE_EFFECTS__
function hm(e,t){return new gd({check:`less_than`,...B(t),value:e,inclusive:!0})}// @__NO_SIDE_EFFECTS__
function gm(e,t){return new _d({check:`greater_than`,...B(t),value:e,inclusive:!1})}// @__NO_SIDE_EFFECTS__
function _m(e,t){return new _d({check:`greater_than`,...B(t),value:e,inclusive:!0})}// @__NO_SIDE_EFFECTS__
function vm(e,t){return new vd({check:`multiple_of`,...B(t),value:e})}// @__NO_SIDE_EFFECTS__
function ym(e,t){return new bd({check:`max_length`,...B(t),maximum:e})}// @__NO_SIDE_EFFECTS__
function bm(e,t){return new xd({check:`min_length`,...B(t),minimum:e})}// @__NO_SIDE_EFFECTS__
function xm(e,t){return new Sd({check:`length_equals`,...B(t),length:e})}// @__NO_SIDE_EFFECTS__
function Sm(e,t){return new wd({check:`string_format`,format:`regex`,...B(t),pattern:e})}// @__NO_SIDE_EFFECTS__
function Cm(e){return new Td({check:`string_format`,format:`lowercase`,...B(e)})}// @__NO_SIDE_EFFECTS__
function wm(e){return new Ed({check:`string_format`,format:`uppercase`,...B(e)})}// @__NO_SIDE_EFFECTS__
function Tm(e,t){return new Dd({check:`string_format`,format:`includes`,...B(t),includes:e})}// @__NO_SIDE_EFFECTS__
function Em(e,t){return new Od({check:`string_format`,format:`starts_with`,...B(t),prefix:e})}// @__NO_SIDE_EFFECTS__
function Dm(e,t){return new kd({check:`string_format`,format:`ends_with`,...B(t),suffix:e})}// @__NO_SIDE_EFFECTS__
function Om(e){return new Ad({check:`overwrite`,tx:e})}// @__NO_SIDE_EFFECTS__
function km(e){return/* @__PURE__ */ Om(t=>t.normalize(e))}// @__NO_SIDE_EFFECTS__
function Am(){return/* @__PURE__ */ Om(e=>e.trim())}// @__NO_SIDE_EFFECTS__
function jm(){return/* @__PURE__ */ Om(e=>e.toLowerCase())}// @__NO_SIDE_EFFECTS__
function Mm(){return/* @__PURE__ */ Om(e=>e.toUpperCase())}// @__NO_SIDE_EFFECTS__
function Nm(){return/* @__PURE__ */ Om(e=>ol(e))}// @__NO_SIDE_EFFECTS__
function Pm(e,t,n){return new e({type:`array`,element:t,...B(n)})}// @__NO_SIDE_EFFECTS__
function Fm(e,t,n){return new e({type:`custom`,check:`custom`,fn:t,...B(n)})}// @__NO_SIDE_EFFECTS__
function Im(e,t){let n=/* @__PURE__ */ Lm(t=>(t.addIssue=e=>{if(typeof e==`string`)t.issues.push(zl(e,t.value,n._zod.def));else{let r=e;r.fatal&&(r.continue=!1),r.code??=`custom`,`input`in r||(r.input=t.value),r.inst??=n,r.continue??=!n._zod.def.abort,t.issues.push(zl(r))}},e(t.value,t)),t);return n}// @__NO_SIDE_EFFECTS__
function Lm(e,t){let n=new pd({check:`custom`,...B(t)});return n._zod.check=e,n}function Rm(e,...t){for(let n of t)for(let t of Reflect.ownKeys(n))Object.prototype.propertyIsEnumerable.call(n,t)&&Zc(e,t,n[t]);return e}function zm(e){let t=e?.target??`draft-2020-12`;return t===`draft-4`&&(t=`draft-04`),t===`draft-7`&&(t=`draft-07`),{processors:e.processors??{},metadataRegistry:e?.metadata??Pp,target:t,unrepresentable:e?.unrepresentable??`throw`,override:e?.override??(()=>{}),io:e?.io??`output`,counter:0,seen:/* @__PURE__ */ new Map,sharedDefsExtractedFor:void 0,sharedEmitDoneFor:void 0,cycles:e?.cycles??`ref`,reused:e?.reused??`inline`,intersections:[],deferred:[],external:e?.external??void 0}}function Bm(e,t,n,r,i){let a=typeof t.unrepresentable==`function`?t.unrepresentable({zodSchema:e,path:r.path,message:i}):t.unrepresentable;if(a===`any`)return!1;if(a===void 0||a===`throw`)throw Error(i);return Object.assign(n,a),!0}function Vm(e,t,n={path:[],schemaPath:[]}){var r;let i=e._zod.def,a=t.seen.get(e);if(a)return a.count++,n.schemaPath.includes(e)&&(a.cycle=n.path),a.schema;let o={schema:{},count:1,cycle:void 0,path:n.path};t.seen.set(e,o),t.sharedDefsExtractedFor=void 0,t.sharedEmitDoneFor=void 0;let s=e._zod.toJSONSchema?.();if(s)o.schema=s;else{let r={...n,schemaPath:[...n.schemaPath,e],path:n.path};if(e._zod.processJSONSchema)e._zod.processJSONSchema(t,o.schema,r);else{let n=o.schema,a=t.processors[i.type];if(!a)throw Error(`[toJSONSchema]: Non-representable type encountered: ${i.type}`);a(e,t,n,r)}let a=e._zod.parent;a&&(o.ref||=a,Vm(a,t,r),t.seen.get(a).isParent=!0)}let c=t.metadataRegistry.get(e);return c&&Rm(o.schema,c),t.io===`input`&&Zm(e)&&(delete o.schema.examples,delete o.schema.default),t.io===`input`&&`_prefault`in o.schema&&((r=o.schema).default??(r.default=o.schema._prefault)),delete o.schema._prefault,t.seen.get(e).schema}function Hm(e){return e.replace(/~/g,`~0`).replace(/\//g,`~1`)}function Um(e,t){let n=e.seen.get(t);if(!n)throw Error(`Unprocessed schema. This is a bug in Zod.`);if(e.external&&e.sharedDefsExtractedFor===e.external)return;let r=/* @__PURE__ */ new Map;for(let t of e.seen.entries()){let n=e.metadataRegistry.get(t[0])?.id;if(n){let e=r.get(n);if(e&&e!==t[0])throw Error(`Duplicate schema id "${n}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);r.set(n,t[0])}}let i=t=>{let r=e.target===`draft-2020-12`?`$defs`:`definitions`;if(e.external){let n=e.external.registry.get(t[0])?.id,i=e.external.uri??(e=>e);if(n)return{ref:i(n)};let a=t[1].defId??t[1].schema.id??`schema${e.counter++}`;return t[1].defId=a,{defId:a,ref:`${i(`__shared`)}#/${r}/${Hm(a)}`}}let i=`#/${r}/`;if(t[1]===n&&!t[1].schema.id)return{ref:`#`};let a=t[1].schema.id??`__schema${e.counter++}`;return{defId:a,ref:i+Hm(a)}},a=e=>{if(e[1].schema.$ref)return;let t=e[1],{ref:n,defId:r}=i(e);t.def={...t.schema},r&&(t.defId=r);let a=t.schema;for(let e in a)delete a[e];a.$ref=n};if(e.cycles===`throw`)for(let t of e.seen.entries()){let e=t[1];if(e.cycle)throw Error(`Cycle detected: #/${e.cycle?.join(`/`)}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`)}for(let n of e.seen.entries()){let r=n[1];if(t===n[0])a(n);else{if(e.external){let r=e.external.registry.get(n[0])?.id;if(t!==n[0]&&r){a(n);continue}}(e.metadataRegistry.get(n[0])?.id||r.cycle||r.count>1&&e.reused===`ref`)&&a(n)}}e.external&&(e.sharedDefsExtractedFor=e.external)}function Wm(e){let t=e.anyOf;if(!Array.isArray(t)||t.length===0||e.type!==void 0)return;let n=[];for(let e of t){if(!e||typeof e!=`object`)return;Wm(e);let t=Object.keys(e);if(t.length!==1||t[0]!==`type`)return;let r=e.type;for(let e of Array.isArray(r)?r:[r]){if(typeof e!=`string`)return;n.includes(e)||n.push(e)}}delete e.anyOf,e.type=n.length===1?n[0]:n}var Gm=/* @__PURE__ */ new Set([`type`,`properties`,`required`,`additionalProperties`]),Km=[`oneOf`,`anyOf`];function qm(e){let t=e.additionalProperties;return t===void 0||t===!1||typeof t!=`object`||!t?null:Object.keys(t).length?t:null}function Jm(e){let t=[];for(let n of e){if(typeof n!=`object`||n.type!==`object`)return null;for(let e in n)if(!Gm.has(e))return null;t.push(n)}let n={},r=/* @__PURE__ */ new Set;for(let e of t){for(let r in e.properties){if(Object.prototype.hasOwnProperty.call(n,r))continue;let e=[];for(let n of t){let t=n.properties?.[r]??qm(n);t!=null&&(e.some(e=>JSON.stringify(e)===JSON.stringify(t))||e.push(t))}Zc(n,r,e.length===1?e[0]:Jm(e)??{allOf:e})}for(let t of e.required??[])r.add(t)}let i={type:`object`,properties:n};if(r.size&&(i.required=[...r]),t.every(e=>e.additionalProperties===!1))i.additionalProperties=!1;else{let e=[];for(let n of t){let t=qm(n);t&&!e.some(e=>JSON.stringify(e)===JSON.stringify(t))&&e.push(t)}e.length===1?i.additionalProperties=e[0]:e.length>1&&(i.additionalProperties={allOf:e})}return i}function Ym(e){let t=e.allOf;if(!Array.isArray(t)||t.length<2)return;for(let t of Gm)if(t in e)return;let n=t.filter(e=>Km.some(t=>Array.isArray(e[t]))),r=null;if(!n.length)r=Jm(t);else{let e=n[0],i=Km.find(t=>Array.isArray(e[t]));if(Object.keys(e).length!==1)return;let a=t.filter(t=>t!==e),o=e[i].map(e=>Jm([...a,e]));if(o.some(e=>!e))return;r={[i]:o}}r&&(delete e.allOf,Rm(e,r))}function Xm(e,t){let n=e.seen.get(t);if(!n)throw Error(`Unprocessed schema. This is a bug in Zod.`);let r=t=>{let n=e.seen.get(t);if(n.ref===null)return;let i=n.def??n.schema,a={...i},o=n.ref;if(n.ref=null,o){r(o);let n=e.seen.get(o),s=n.schema;if(s.$ref&&(e.target===`draft-07`||e.target===`draft-04`||e.target===`openapi-3.0`)?(i.allOf=i.allOf??[],i.allOf.push(s)):Rm(i,s),Rm(i,a),t._zod.parent===o)for(let e in i)e!==`$ref`&&e!==`allOf`&&(e in a||delete i[e]);if(s.$ref&&n.def)for(let e in i)e!==`$ref`&&e!==`allOf`&&e in n.def&&JSON.stringify(i[e])===JSON.stringify(n.def[e])&&delete i[e]}let s=t._zod.parent;if(s&&s!==o){r(s);let t=e.seen.get(s);if(t?.schema.$ref&&(i.$ref=t.schema.$ref,t.def))for(let e in i)e!==`$ref`&&e!==`allOf`&&e in t.def&&JSON.stringify(i[e])===JSON.stringify(t.def[e])&&delete i[e]}e.override({zodSchema:t,jsonSchema:i,path:n.path??[]})};if(!e.external||e.sharedEmitDoneFor!==e.external){for(let t of[...e.seen.entries()].reverse())r(t[0]);if(e.target!==`openapi-3.0`)for(let t of e.seen.entries())Wm(t[1].def??t[1].schema);for(let t of e.deferred)t();if(e.intersections.length){let t=/* @__PURE__ */ new Map;for(let n of e.seen.values())for(let e of[n.schema,n.def]){let n=e?.allOf;if(!Array.isArray(n))continue;let r=t.get(n);r?r.push(e):t.set(n,[e])}for(let n of e.intersections)for(let e of t.get(n)??[])Ym(e)}}let i={};if(e.target===`draft-2020-12`?i.$schema=`https://json-schema.org/draft/2020-12/schema`:e.target===`draft-07`?i.$schema=`http://json-schema.org/draft-07/schema#`:e.target===`draft-04`?i.$schema=`http://json-schema.org/draft-04/schema#`:e.target,e.external?.uri){let n=e.external.registry.get(t)?.id;if(!n)throw Error("Schema is missing an `id` property");i.$id=e.external.uri(n)}Rm(i,n.defId?n.schema:n.def??n.schema);let a=e.metadataRegistry.get(t)?.id;a!==void 0&&i.id===a&&delete i.id;let o=e.external?.defs??{};if(!e.external||e.sharedEmitDoneFor!==e.external)for(let t of e.seen.entries()){let e=t[1];e.def&&e.defId&&(e.def.id===e.defId&&delete e.def.id,Zc(o,e.defId,e.def))}e.external&&(e.sharedEmitDoneFor=e.external),e.external||Object.keys(o).length>0&&(e.target===`draft-2020-12`?i.$defs=o:i.definitions=o);try{let n=JSON.parse(JSON.stringify(i));return Object.defineProperty(n,"~standard",{value:{...t[`~standard`],jsonSchema:{input:$m(t,`input`,e.processors),output:$m(t,`output`,e.processors)}},enumerable:!1,writable:!1}),n}catch{throw Error(`Error converting schema to JSON.`)}}function Zm(e,t){let n=t??{seen:/* @__PURE__ */ new Set};if(n.seen.has(e))return!1;n.seen.add(e);let r=e._zod.def;if(r.type===`transform`)return!0;if(r.type===`array`)return Zm(r.element,n);if(r.type===`set`)return Zm(r.valueType,n);if(r.type===`lazy`)return Zm(r.getter(),n);if(r.type===`promise`||r.type===`optional`||r.type===`nonoptional`||r.type===`nullable`||r.type===`readonly`||r.type==="default"||r.type===`prefault`||r.type===`catch`)return Zm(r.innerType,n);if(r.type===`intersection`)return Zm(r.left,n)||Zm(r.right,n);if(r.type===`record`||r.type===`map`)return Zm(r.keyType,n)||Zm(r.valueType,n);if(r.type===`pipe`)return e._zod.traits.has(`$ZodCodec`)?!0:Zm(r.in,n)||Zm(r.out,n);if(r.type===`object`){for(let e in r.shape)if(Zm(r.shape[e],n))return!0;return!1}if(r.type===`union`){for(let e of r.options)if(Zm(e,n))return!0;return!1}if(r.type===`tuple`){for(let e of r.items)if(Zm(e,n))return!0;return!!(r.rest&&Zm(r.rest,n))}return!1}var Qm=(e,t={})=>n=>{let r=zm({...n,processors:t});return Vm(e,r),Um(r,e),Xm(r,e)},$m=(e,t,n={})=>r=>{let{libraryOptions:i,target:a}=r??{},o=zm({...i??{},target:a,io:t,processors:n});return Vm(e,o),Um(o,e),Xm(o,e)},eh=(e,t,n)=>{(e[t]===void 0||n>e[t])&&(e[t]=n)},th=(e,t,n)=>{(e[t]===void 0||n<e[t])&&(e[t]=n)},nh=(e,t)=>{eh(e,`minimum`,t),th(e,`maximum`,t)},rh=(e,t)=>{e.multipleOf??=[],e.multipleOf.includes(t)||e.multipleOf.push(t)},ih=(e,t)=>{e.patterns??=/* @__PURE__ */ new Set,e.patterns.add(t)},ah=(e,t)=>{e.mime=e.mime?e.mime.filter(e=>t.includes(e)):[...t]},oh=(e,t)=>{e.format=t,t.includes(`int`)&&(e.isInt=!0)},sh=(e,t)=>eh(e,`minimum`,t.minimum),ch=(e,t)=>th(e,`maximum`,t.maximum),lh=e=>(t,n)=>{oh(t,n.format);let[r,i]=e[n.format];eh(t,`minimum`,r),th(t,`maximum`,i)},uh={greater_than:(e,t)=>eh(e,t.inclusive?`minimum`:`exclusiveMinimum`,t.value),less_than:(e,t)=>th(e,t.inclusive?`maximum`:`exclusiveMaximum`,t.value),multiple_of:(e,t)=>rh(e,t.value),number_format:lh(_l),bigint_format:lh(vl),min_length:sh,max_length:ch,length_equals:(e,t)=>nh(e,t.length),min_size:sh,max_size:ch,size_equals:(e,t)=>nh(e,t.size),string_format:(e,t)=>{oh(e,t.format),t.pattern&&ih(e,t.pattern),(t.format===`base64`||t.format===`base64url`)&&(e.contentEncoding=t.format),(t.local||t.precision===-1)&&(e.laxFormat=!0)},mime_type:(e,t)=>ah(e,t.mime)};function dh(e){let t={},n=e._zod.def,r=e._zod.traits.has(`$ZodCheck`)?[e,...n.checks??[]]:n.checks??[];for(let e of r)uh[e._zod.def.check]?.(t,e._zod.def);let i=e._zod.bag;i.minimum!==void 0&&eh(t,`minimum`,i.minimum),i.exclusiveMinimum!==void 0&&eh(t,`exclusiveMinimum`,i.exclusiveMinimum),i.maximum!==void 0&&th(t,`maximum`,i.maximum),i.exclusiveMaximum!==void 0&&th(t,`exclusiveMaximum`,i.exclusiveMaximum),i.multipleOf!==void 0&&rh(t,i.multipleOf),i.format!==void 0&&(t.format??=i.format,i.format.includes(`int`)&&(t.isInt=!0)),i.mime&&ah(t,i.mime);for(let e of i.patterns??[])ih(t,e);return t}var fh={guid:`uuid`,url:`uri`,datetime:`date-time`,json_string:`json-string`,regex:``},ph=/* @__PURE__ */ new Map([[gf,Zu],[vf,Qu]]),mh=e=>ph.get(e)??e,hh=(e,t,n,r)=>{let i=n;i.type=`string`;let{minimum:a,maximum:o,format:s,patterns:c,contentEncoding:l,laxFormat:u}=dh(e);if(typeof a==`number`&&(i.minLength=a),typeof o==`number`&&(i.maxLength=o),s&&(i.format=fh[s]??s,i.format===``&&delete i.format,(s===`time`||u)&&delete i.format),l&&(i.contentEncoding=l),c&&c.size>0){let e=[...c].map(mh);e.length===1?i.pattern=e[0].source:e.length>1&&(i.allOf=[...e.map(e=>({...t.target===`draft-07`||t.target===`draft-04`||t.target===`openapi-3.0`?{type:`string`}:{},pattern:e.source}))])}},gh=(e,t,n,r)=>{let i=n,{minimum:a,maximum:o,multipleOf:s,exclusiveMaximum:c,exclusiveMinimum:l,isInt:u}=dh(e);i.type=u?`integer`:`number`;let d=typeof l==`number`&&l>=(a??-1/0),f=typeof c==`number`&&c<=(o??1/0),p=t.target===`draft-04`||t.target===`openapi-3.0`;if(d?p?(i.minimum=l,i.exclusiveMinimum=!0):i.exclusiveMinimum=l:typeof a==`number`&&(i.minimum=a),f?p?(i.maximum=c,i.exclusiveMaximum=!0):i.exclusiveMaximum=c:typeof o==`number`&&(i.maximum=o),s){let n=/* @__PURE__ */ new Set;for(let a of s)Number.isFinite(a)&&a!==0?n.add(Math.abs(a)):Bm(e,t,i,r,`A multipleOf divisor of ${a} cannot be represented in JSON Schema`);let[a,...o]=n;a!==void 0&&(i.multipleOf=a),o.length&&(i.allOf=[...i.allOf??[],...o.map(e=>({multipleOf:e}))])}},_h=(e,t,n,r)=>{n.type=`boolean`},vh=(e,t,n,r)=>{Bm(e,t,n,r,`BigInt cannot be represented in JSON Schema`)},yh=(e,t,n,r)=>{Bm(e,t,n,r,`Symbols cannot be represented in JSON Schema`)},bh=(e,t,n,r)=>{t.target===`openapi-3.0`?(n.type=`string`,n.nullable=!0,n.enum=[null]):n.type=`null`},xh=(e,t,n,r)=>{Bm(e,t,n,r,`Undefined cannot be represented in JSON Schema`)},Sh=(e,t,n,r)=>{Bm(e,t,n,r,`Void cannot be represented in JSON Schema`)},Ch=(e,t,n,r)=>{n.not={}},wh=(e,t,n,r)=>{},Th=(e,t,n,r)=>{},Eh=(e,t,n,r)=>{Bm(e,t,n,r,`Date cannot be represented in JSON Schema`)},Dh=(e,t,n,r)=>{let i=e._zod.def,a=Uc(i.entries);a.length===0?n.not={}:(a.every(e=>typeof e==`number`)&&(n.type=`number`),a.every(e=>typeof e==`string`)&&(n.type=`string`),n.enum=a)},Oh=(e,t,n,r)=>{let i=e._zod.def;if(i.values.length===0){n.not={};return}let a=[];for(let o of i.values)if(o===void 0){if(Bm(e,t,n,r,"Literal `undefined` cannot be represented in JSON Schema"))return}else if(typeof o==`bigint`){if(Bm(e,t,n,r,`BigInt literals cannot be represented in JSON Schema`))return;a.push(Number(o))}else a.push(o);if(a.length!==0){if(a.length===1){let e=a[0];n.type=e===null?`null`:typeof e,t.target===`draft-04`||t.target===`openapi-3.0`?n.enum=[e]:n.const=e}else a.every(e=>typeof e==`number`)&&(n.type=`number`),a.every(e=>typeof e==`string`)&&(n.type=`string`),a.every(e=>typeof e==`boolean`)&&(n.type=`boolean`),a.every(e=>e===null)&&(n.type=`null`),n.enum=a}},kh=(e,t,n,r)=>{Bm(e,t,n,r,`NaN cannot be represented in JSON Schema`)},Ah=(e,t,n,r)=>{let i=n,a=e._zod.pattern;if(!a)throw Error(`Pattern not found in template literal`);i.type=`string`,i.pattern=a.source},jh=(e,t,n,r)=>{let i=n;i.type=`string`,i.format=`binary`,i.contentEncoding=`binary`;let{minimum:a,maximum:o,mime:s}=dh(e);a!==void 0&&(i.minLength=a),o!==void 0&&(i.maxLength=o),s&&(s.length===0?i.not={}:s.length===1?i.contentMediaType=s[0]:i.anyOf=s.map(e=>({contentMediaType:e})))},Mh=(e,t,n,r)=>{n.type=`boolean`},Nh=(e,t,n,r)=>{Bm(e,t,n,r,`Custom types cannot be represented in JSON Schema`)},Ph=(e,t,n,r)=>{Bm(e,t,n,r,`Function types cannot be represented in JSON Schema`)},Fh=(e,t,n,r)=>{Bm(e,t,n,r,`Transforms cannot be represented in JSON Schema`)},Ih=(e,t,n,r)=>{Bm(e,t,n,r,`Map cannot be represented in JSON Schema`)},Lh=(e,t,n,r)=>{Bm(e,t,n,r,`Set cannot be represented in JSON Schema`)},Rh=(e,t,n,r)=>{let i=n,a=e._zod.def,{minimum:o,maximum:s}=dh(e);typeof o==`number`&&(i.minItems=o),typeof s==`number`&&(i.maxItems=s),i.type=`array`,i.items=Vm(a.element,t,{...r,path:[...r.path,`items`]})};function zh(e){let t=e._zod.def;return t.type===`pipe`&&t.in._zod.traits.has(`$ZodTransform`)?zh(t.out):t.type===`catch`?zh(t.innerType):e._zod.optin}var Bh=(e,t,n,r)=>{let i=n,a=e._zod.def,o=a.shape;if(Object.getOwnPropertySymbols(o).length&&Bm(e,t,i,r,`Symbol keys cannot be represented in JSON Schema`))return;i.type=`object`,i.properties={};for(let e in o)Zc(i.properties,e,Vm(o[e],t,{...r,path:[...r.path,`properties`,e]}));let s=[];for(let e of Object.keys(o)){let n=a.shape[e];(t.io===`input`?zh(n)===void 0:n._zod.optout===void 0)&&s.push(e)}s.length>0&&(i.required=s),a.catchall?._zod.def.type===`never`?i.additionalProperties=!1:a.catchall?a.catchall&&(i.additionalProperties=Vm(a.catchall,t,{...r,path:[...r.path,`additionalProperties`]})):t.io===`output`&&(i.additionalProperties=!1)},Vh=(e,t,n,r)=>{let i=e._zod.def,a=i.inclusive===!1,o=i.options.map((e,n)=>Vm(e,t,{...r,path:[...r.path,a?`oneOf`:`anyOf`,n]}));a?n.oneOf=o:n.anyOf=o},Hh=(e,t,n,r)=>{let i=e._zod.def,a=Vm(i.left,t,{...r,path:[...r.path,`allOf`,0]}),o=Vm(i.right,t,{...r,path:[...r.path,`allOf`,1]}),s=e=>`allOf`in e&&Object.keys(e).length===1,c=[...s(a)?a.allOf:[a],...s(o)?o.allOf:[o]];n.allOf=c,t.intersections.push(c)},Uh=(e,t,n,r)=>{let i=n,a=e._zod.def;i.type=`array`;let o=t.target===`draft-2020-12`?`prefixItems`:`items`,s=t.target===`draft-2020-12`||t.target===`openapi-3.0`?`items`:`additionalItems`,c=a.items.map((e,n)=>Vm(e,t,{...r,path:[...r.path,o,n]})),l=a.rest?Vm(a.rest,t,{...r,path:[...r.path,s,...t.target===`openapi-3.0`?[a.items.length]:[]]}):null,u=a.items.length;for(;u>0;){let e=a.items[u-1];if(!(t.io===`input`?zh(e)!==void 0:e._zod.optout===`optional`))break;u--}let d=a.items.length,f=!a.rest;t.target===`draft-2020-12`?(i.prefixItems=c,f?i.items=!1:l&&(i.items=l),u>0&&(i.minItems=u),f&&(i.maxItems=d)):t.target===`openapi-3.0`?(i.items={anyOf:c},l&&i.items.anyOf.push(l),u>0&&(i.minItems=u),f&&(i.maxItems=d)):(i.items=c,f?i.additionalItems=!1:l&&(i.additionalItems=l),u>0&&(i.minItems=u),f&&(i.maxItems=d));let{minimum:p,maximum:m}=dh(e);typeof p==`number`&&(i.minItems=p),typeof m==`number`&&(i.maxItems=m)};function Wh(e,t,n){if(t.$ref){if(n.has(t))return t;n.add(t);let r=e.get(t)?.def;if(!r)return t;let i=Wh(e,r,n);return i===r?t:i}for(let r of[`anyOf`,`oneOf`]){let i=t[r];if(!Array.isArray(i))continue;let a=i.map(t=>Wh(e,t,n));a.some((e,t)=>e!==i[t])&&(t={...t,[r]:a})}let r=Array.isArray(t.type)?t.type:[t.type],i=!r.includes(`string`)&&r.some(e=>e===`number`||e===`integer`),a=t.enum??(t.const===void 0?void 0:[t.const]);if(!i&&!a?.some(e=>typeof e==`number`))return t;let{minimum:o,maximum:s,exclusiveMinimum:c,exclusiveMaximum:l,multipleOf:u,format:d,id:f,...p}=t;return p.enum?p.enum=p.enum.map(e=>typeof e==`number`?String(e):e):typeof p.const==`number`&&(p.const=String(p.const)),i&&(p.type=`string`,a||(p.pattern=(r.includes(`number`)?ld:cd).source)),p}var Gh=/* @__PURE__ */ new WeakMap;function Kh(e){let t=/* @__PURE__ */ new Map;for(let n of e.seen.values())n.def&&!t.has(n.schema)&&t.set(n.schema,n);let n=/* @__PURE__ */ new Map;for(let r of Gh.get(e)??[]){let i=e.seen.get(r),a=(i?.def??i?.schema)?.propertyNames;if(!a||a===!0||n.has(a))continue;let o=Wh(t,a,/* @__PURE__ */ new Set);o!==a&&n.set(a,o)}if(n.size)for(let t of e.seen.values())for(let e of[t.schema,t.def]){let t=e&&n.get(e.propertyNames);t&&(e.propertyNames=t)}}var qh=(e,t,n,r)=>{let i=n,a=e._zod.def;i.type=`object`;let o=a.keyType,s=dh(o).patterns;if(a.mode===`loose`&&s&&s.size>0){let e=Vm(a.valueType,t,{...r,path:[...r.path,`patternProperties`,`*`]});i.patternProperties={};for(let t of s)Zc(i.patternProperties,mh(t).source,e)}else{if(t.target===`draft-07`||t.target===`draft-2020-12`){i.propertyNames=Vm(a.keyType,t,{...r,path:[...r.path,`propertyNames`]});let n=Gh.get(t);n||(n=[],Gh.set(t,n),t.deferred.push(()=>Kh(t))),n.push(e)}i.additionalProperties=Vm(a.valueType,t,{...r,path:[...r.path,`additionalProperties`]})}let c=o._zod.values,l=t.io===`input`&&zh(a.valueType)!==void 0;if(c&&!a.partial&&!l){let e=[...c].filter(e=>typeof e==`string`||typeof e==`number`);e.length>0&&(i.required=e.map(String))}},Jh=(e,t,n,r)=>{let i=e._zod.def,a=Vm(i.innerType,t,r),o=t.seen.get(e);t.target===`openapi-3.0`?(o.ref=i.innerType,n.nullable=!0):n.anyOf=[a,{type:`null`}]},Yh=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType},Xh=Symbol();function Zh(e,t,n,r,i){let a=!1,o=JSON.stringify(e,(e,t)=>typeof t==`bigint`?(a=!0,null):t);return a?(Bm(t,n,r,i,`BigInt defaults cannot be represented in JSON Schema`),Xh):JSON.parse(o)}var Qh=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType;let o=Zh(i.defaultValue,e,t,n,r);o!==Xh&&(n.default=o)},$h=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);if(a.ref=i.innerType,t.io!==`input`)return;let o=Zh(i.defaultValue,e,t,n,r);o!==Xh&&(n._prefault=o)},eg=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType;let o;try{o=i.catchValue(void 0)}catch{Bm(e,t,n,r,`Dynamic catch values are not supported in JSON Schema`);return}n.default=o},tg=(e,t,n,r)=>{let i=e._zod.def,a=i.in._zod.traits.has(`$ZodTransform`),o=t.io===`input`?a?i.out:i.in:i.out;Vm(o,t,r);let s=t.seen.get(e);s.ref=o},ng=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType,n.readOnly=!0},rg=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType},ig=(e,t,n,r)=>{let i=e._zod.def;Vm(i.innerType,t,r);let a=t.seen.get(e);a.ref=i.innerType},ag={string:hh,number:gh,boolean:_h,bigint:vh,symbol:yh,null:bh,undefined:xh,void:Sh,never:Ch,any:wh,unknown:Th,date:Eh,enum:Dh,literal:Oh,nan:kh,template_literal:Ah,file:jh,success:Mh,custom:Nh,function:Ph,transform:Fh,map:Ih,set:Lh,array:Rh,object:Bh,union:Vh,intersection:Hh,tuple:Uh,record:qh,nullable:Jh,nonoptional:Yh,default:Qh,prefault:$h,catch:eg,pipe:tg,readonly:ng,promise:rg,optional:ig,lazy:(e,t,n,r)=>{let i=e._zod.innerType;Vm(i,t,r);let a=t.seen.get(e);a.ref=i}};function og(e,t){if(`_idmap`in e){let n=e,r=zm({...t,processors:ag}),i={};for(let e of n._idmap.entries()){let[t,n]=e;Vm(n,r)}let a={};r.external={registry:n,uri:t?.uri,defs:i};for(let e of n._idmap.entries()){let[t,n]=e;Um(r,n),Zc(a,t,Xm(r,n))}return Object.keys(i).length>0&&(a.__shared={[r.target===`draft-2020-12`?`$defs`:`definitions`]:i}),{schemas:a}}let n=zm({...t,processors:ag});return Vm(e,n),Um(n,e),Xm(n,e)}var sg=/* @__PURE__ */ new WeakSet([Object.prototype,Error.prototype]);function cg(e,t,n){Object.defineProperty(e,t,{configurable:!0,enumerable:!1,get(){let e=n(this);return Object.defineProperty(this,t,{value:e,configurable:!0,writable:!0}),e},set(e){Object.defineProperty(this,t,{value:e,configurable:!0,writable:!0})}})}var lg=/*@__PURE__*/ H(`ZodError`,(e,t)=>{du.init(e,t),e.name=`ZodError`;let n=Object.getPrototypeOf(e);sg.has(n)||(sg.add(n),cg(n,`format`,e=>t=>mu(e,t)),cg(n,`flatten`,e=>t=>pu(e,t)),cg(n,`addIssue`,e=>t=>{e.issues.push(t),e.message=JSON.stringify(e.issues,Gc,2)}),cg(n,`addIssues`,e=>t=>{e.issues.push(...t),e.message=JSON.stringify(e.issues,Gc,2)}),Object.defineProperty(n,"isEmpty",{configurable:!0,enumerable:!1,get(){return this.issues.length===0}}))},void 0,{Parent:Error}),ug=/* @__PURE__ */ gu(lg),dg=/* @__PURE__ */ _u(lg),fg=/* @__PURE__ */ vu(lg),pg=/* @__PURE__ */ bu(lg),mg=/* @__PURE__ */ Eu(lg),hg=/* @__PURE__ */ Du(lg),gg=/* @__PURE__ */ Ou(lg),_g=/* @__PURE__ */ ku(lg),vg=/* @__PURE__ */ Au(lg),yg=/* @__PURE__ */ ju(lg),bg=/* @__PURE__ */ Mu(lg),xg=/* @__PURE__ */ Nu(lg);function Sg(){iu.localeError||au(Ap())}function Cg(){iu.memoizer||au({memoizer:Dp()})}var wg=/*@__PURE__*/ H(`ZodType`,(e,t)=>(Sg(),Nd.init(e,t),e.def=t,e.type=t.type,e),{check(...e){let t=this.def;return this.clone(il(t,{checks:[...t.checks??[],...e.map(e=>typeof e==`function`?{_zod:{check:e,def:{check:`custom`},onattach:[]}}:e)]}),{parent:!0})},with(...e){return this.check(...e)},clone(e,t){return ml(this,e,t)},brand(){return this},register(e,t){return e.add(this,t),this},refine(e,t){return this.check(U_(e,t))},superRefine(e,t){return this.check(W_(e,t))},overwrite(e){return this.check(/* @__PURE__ */ Om(e))},optional(){return w_(this)},exactOptional(){return E_(this)},nullable(){return O_(this)},nullish(){return w_(O_(this))},nonoptional(e){return P_(this,e)},array(){return c_(this)},or(e){return f_([this,e])},and(e){return m_(this,e)},transform(e){return R_(this,S_(e))},default(e){return A_(this,e)},prefault(e){return M_(this,e)},catch(e){return I_(this,e)},pipe(e){return R_(this,e)},readonly(){return V_(this)},describe(e){let t=this.clone();return Pp.add(t,{description:e}),t},meta(...e){if(e.length===0)return Pp.get(this);let t=this.clone();return Pp.add(t,e[0]),t},isOptional(){return this.safeParse(void 0).success},isNullable(){return this.safeParse(null).success},apply(e,...t){return t.length===0?e(this):e(this,...t)},get"~standard"(){return Hl(this,`~standard`,{...Id(this),jsonSchema:{input:$m(this,`input`),output:$m(this,`output`)}})},set"~standard"(e){Vl(this,`~standard`,e)},parse:function e(t,n){return ug(this,t,n,{callee:e})},parseAsync:async function e(t,n){return await dg(this,t,n,{callee:e})},safeParse(e,t){return fg(this,e,t)},async safeParseAsync(e,t){return pg(this,e,t)},get spa(){return this?.safeParseAsync},set spa(e){Vl(this,`spa`,e)},validate(e,t){return Cu(this,e,t)},validateAsync(e,t){return Tu(this,e,t)},encode:function e(t,n){return mg(this,t,n,{callee:e})},decode:function e(t,n){return hg(this,t,n,{callee:e})},encodeAsync:async function e(t,n){return await gg(this,t,n,{callee:e})},decodeAsync:async function e(t,n){return await _g(this,t,n,{callee:e})},safeEncode(e,t){return vg(this,e,t)},safeDecode(e,t){return yg(this,e,t)},async safeEncodeAsync(e,t){return bg(this,e,t)},async safeDecodeAsync(e,t){return xg(this,e,t)},toJSONSchema(e){return Qm(this,{})(e)},get description(){return Pp.get(this)?.description},get _def(){return this._zod.def}}),Tg=/*@__PURE__*/ H(`_ZodString`,(e,t)=>{Ld.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>hh(e,t,n,r)},/*@__PURE__*/ Ul({format:e=>dh(e).format??null,minLength:e=>dh(e).minimum??null,maxLength:e=>dh(e).maximum??null},{regex(...e){return this.check(/* @__PURE__ */ Sm(...e))},includes(...e){return this.check(/* @__PURE__ */ Tm(...e))},startsWith(...e){return this.check(/* @__PURE__ */ Em(...e))},endsWith(...e){return this.check(/* @__PURE__ */ Dm(...e))},min(...e){return this.check(/* @__PURE__ */ bm(...e))},max(...e){return this.check(/* @__PURE__ */ ym(...e))},length(...e){return this.check(/* @__PURE__ */ xm(...e))},nonempty(...e){return this.check(/* @__PURE__ */ bm(1,...e))},lowercase(e){return this.check(/* @__PURE__ */ Cm(e))},uppercase(e){return this.check(/* @__PURE__ */ wm(e))},trim(){return this.check(/* @__PURE__ */ Am())},normalize(...e){return this.check(/* @__PURE__ */ km(...e))},toLowerCase(){return this.check(/* @__PURE__ */ jm())},toUpperCase(){return this.check(/* @__PURE__ */ Mm())},slugify(){return this.check(/* @__PURE__ */ Nm())}})),Eg=/*@__PURE__*/ H(`ZodString`,(e,t)=>{Ld.init(e,t),Tg.init(e,t)},{email(e){return this.check(/* @__PURE__ */ Lp(Mg,e))},url(e){return this.check(/* @__PURE__ */ Up(Fg,e))},jwt(e){return this.check(/* @__PURE__ */ im(Xg,e))},emoji(e){return this.check(/* @__PURE__ */ Wp(Ig,e))},guid(e){return this.check(/* @__PURE__ */ Rp(Ng,e))},uuid(e){return this.check(/* @__PURE__ */ zp(Pg,e))},uuidv4(e){return this.check(/* @__PURE__ */ Bp(Pg,e))},uuidv6(e){return this.check(/* @__PURE__ */ Vp(Pg,e))},uuidv7(e){return this.check(/* @__PURE__ */ Hp(Pg,e))},nanoid(e){return this.check(/* @__PURE__ */ Gp(Lg,e))},cuid(e){return this.check(/* @__PURE__ */ Kp(Rg,e))},cuid2(e){return this.check(/* @__PURE__ */ qp(zg,e))},ulid(e){return this.check(/* @__PURE__ */ Jp(Bg,e))},base64(e){return this.check(/* @__PURE__ */ tm(qg,e))},base64url(e){return this.check(/* @__PURE__ */ nm(Jg,e))},xid(e){return this.check(/* @__PURE__ */ Yp(Vg,e))},ksuid(e){return this.check(/* @__PURE__ */ Xp(Hg,e))},ipv4(e){return this.check(/* @__PURE__ */ Zp(Ug,e))},ipv6(e){return this.check(/* @__PURE__ */ Qp(Wg,e))},cidrv4(e){return this.check(/* @__PURE__ */ $p(Gg,e))},cidrv6(e){return this.check(/* @__PURE__ */ em(Kg,e))},e164(e){return this.check(/* @__PURE__ */ rm(Yg,e))},datetime(e){return this.check(/* @__PURE__ */ am(Og,e))},date(e){return this.check(/* @__PURE__ */ om(kg,e))},time(e){return this.check(/* @__PURE__ */ sm(Ag,e))},duration(e){return this.check(/* @__PURE__ */ cm(jg,e))}});function U(e){return/* @__PURE__ */ Ip(Eg,e)}var Dg=/*@__PURE__*/ H(`ZodStringFormat`,(e,t)=>{Rd.init(e,t),Tg.init(e,t)}),Og=/*@__PURE__*/ H(`ZodISODateTime`,(e,t)=>{rf.init(e,t),Dg.init(e,t)}),kg=/*@__PURE__*/ H(`ZodISODate`,(e,t)=>{af.init(e,t),Dg.init(e,t)}),Ag=/*@__PURE__*/ H(`ZodISOTime`,(e,t)=>{of.init(e,t),Dg.init(e,t)}),jg=/*@__PURE__*/ H(`ZodISODuration`,(e,t)=>{sf.init(e,t),Dg.init(e,t)}),Mg=/*@__PURE__*/ H(`ZodEmail`,(e,t)=>{Vd.init(e,t),Dg.init(e,t)}),Ng=/*@__PURE__*/ H(`ZodGUID`,(e,t)=>{zd.init(e,t),Dg.init(e,t)}),Pg=/*@__PURE__*/ H(`ZodUUID`,(e,t)=>{Bd.init(e,t),Dg.init(e,t)}),Fg=/*@__PURE__*/ H(`ZodURL`,(e,t)=>{Yd.init(e,t),Dg.init(e,t)}),Ig=/*@__PURE__*/ H(`ZodEmoji`,(e,t)=>{Xd.init(e,t),Dg.init(e,t)}),Lg=/*@__PURE__*/ H(`ZodNanoID`,(e,t)=>{Zd.init(e,t),Dg.init(e,t)}),Rg=/*@__PURE__*/ H(`ZodCUID`,(e,t)=>{Qd.init(e,t),Dg.init(e,t)}),zg=/*@__PURE__*/ H(`ZodCUID2`,(e,t)=>{$d.init(e,t),Dg.init(e,t)}),Bg=/*@__PURE__*/ H(`ZodULID`,(e,t)=>{ef.init(e,t),Dg.init(e,t)}),Vg=/*@__PURE__*/ H(`ZodXID`,(e,t)=>{tf.init(e,t),Dg.init(e,t)}),Hg=/*@__PURE__*/ H(`ZodKSUID`,(e,t)=>{nf.init(e,t),Dg.init(e,t)}),Ug=/*@__PURE__*/ H(`ZodIPv4`,(e,t)=>{cf.init(e,t),Dg.init(e,t)}),Wg=/*@__PURE__*/ H(`ZodIPv6`,(e,t)=>{df.init(e,t),Dg.init(e,t)}),Gg=/*@__PURE__*/ H(`ZodCIDRv4`,(e,t)=>{ff.init(e,t),Dg.init(e,t)}),Kg=/*@__PURE__*/ H(`ZodCIDRv6`,(e,t)=>{mf.init(e,t),Dg.init(e,t)}),qg=/*@__PURE__*/ H(`ZodBase64`,(e,t)=>{_f.init(e,t),Dg.init(e,t)}),Jg=/*@__PURE__*/ H(`ZodBase64URL`,(e,t)=>{bf.init(e,t),Dg.init(e,t)}),Yg=/*@__PURE__*/ H(`ZodE164`,(e,t)=>{xf.init(e,t),Dg.init(e,t)}),Xg=/*@__PURE__*/ H(`ZodJWT`,(e,t)=>{Cf.init(e,t),Dg.init(e,t)}),Zg=/*@__PURE__*/ H(`ZodNumber`,(e,t)=>{wf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>gh(e,t,n,r),e.isFinite=!0},/*@__PURE__*/ Ul({minValue:e=>{let{minimum:t,exclusiveMinimum:n}=dh(e);return Math.max(t??-1/0,n??-1/0)},maxValue:e=>{let{maximum:t,exclusiveMaximum:n}=dh(e);return Math.min(t??1/0,n??1/0)},isInt:e=>{let{isInt:t,multipleOf:n}=dh(e);return!!t||!!n?.some(Number.isSafeInteger)},format:e=>dh(e).format??null},{gt(e,t){return this.check(/* @__PURE__ */ gm(e,t))},gte(e,t){return this.check(/* @__PURE__ */ _m(e,t))},min(e,t){return this.check(/* @__PURE__ */ _m(e,t))},lt(e,t){return this.check(/* @__PURE__ */ mm(e,t))},lte(e,t){return this.check(/* @__PURE__ */ hm(e,t))},max(e,t){return this.check(/* @__PURE__ */ hm(e,t))},int(e){return this.check(e_(e))},safe(e){return this.check(e_(e))},positive(e){return this.check(/* @__PURE__ */ gm(0,e))},nonnegative(e){return this.check(/* @__PURE__ */ _m(0,e))},negative(e){return this.check(/* @__PURE__ */ mm(0,e))},nonpositive(e){return this.check(/* @__PURE__ */ hm(0,e))},multipleOf(e,t){return this.check(/* @__PURE__ */ vm(e,t))},step(e,t){return this.check(/* @__PURE__ */ vm(e,t))},finite(){return this}}));function Qg(e){return/* @__PURE__ */ lm(Zg,e)}var $g=/*@__PURE__*/ H(`ZodNumberFormat`,(e,t)=>{Tf.init(e,t),Zg.init(e,t)});function e_(e){return/* @__PURE__ */ um($g,e)}var t_=/*@__PURE__*/ H(`ZodBoolean`,(e,t)=>{Ef.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>_h(e,t,n,r)});function n_(e){return/* @__PURE__ */ dm(t_,e)}var r_=/*@__PURE__*/ H(`ZodUnknown`,(e,t)=>{Df.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(e,t,n)=>void 0});function i_(){return/* @__PURE__ */ fm(r_)}var a_=/*@__PURE__*/ H(`ZodNever`,(e,t)=>{Of.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Ch(e,t,n,r)});function o_(e){return/* @__PURE__ */ pm(a_,e)}var s_=/*@__PURE__*/ H(`ZodArray`,(e,t)=>{Cg(),Mf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Rh(e,t,n,r),e.element=t.element},{min(e,t){return this.check(/* @__PURE__ */ bm(e,t))},nonempty(e){return this.check(/* @__PURE__ */ bm(1,e))},max(e,t){return this.check(/* @__PURE__ */ ym(e,t))},length(e,t){return this.check(/* @__PURE__ */ xm(e,t))},unwrap(){return this.element}});function c_(e,t){return/* @__PURE__ */ Pm(s_,e,t)}var l_=/*@__PURE__*/ H(`ZodObject`,(e,t)=>{Cg(),Rf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Bh(e,t,n,r),Yl(e,`shape`,e=>e._zod.def.shape,!1)},{keyof(){return v_(Object.keys(this._zod.def.shape))},catchall(e){return this.clone(il(this._zod.def,{catchall:e}))},passthrough(){return this.clone(il(this._zod.def,{catchall:i_()}))},loose(){return this.clone(il(this._zod.def,{catchall:i_()}))},strict(){return this.clone(il(this._zod.def,{catchall:o_()}))},strip(){return this.clone(il(this._zod.def,{catchall:void 0}))},extend(e){return Sl(this,e)},safeExtend(e){return wl(this,e)},merge(e){return Tl(this,e)},pick(e){return yl(this,e)},omit(e){return xl(this,e)},partial(...e){return El(C_,this,e[0])},exactPartial(...e){return El(T_,this,e[0],`exactPartial`)},required(...e){return Dl(N_,this,e[0])}});function W(e,t){return new l_({type:`object`,shape:e??{},...B(t)})}function u_(e,t){return new l_({type:`object`,shape:e,catchall:i_(),...B(t)})}var d_=/*@__PURE__*/ H(`ZodUnion`,(e,t)=>{Bf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Vh(e,t,n,r),e.options=t.options});function f_(e,t){return new d_({type:`union`,options:e,...B(t)})}var p_=/*@__PURE__*/ H(`ZodIntersection`,(e,t)=>{Vf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Hh(e,t,n,r)});function m_(e,t){return new p_({type:`intersection`,left:e,right:t})}var h_=/*@__PURE__*/ H(`ZodRecord`,(e,t)=>{Cg(),Wf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>qh(e,t,n,r),e.keyType=t.keyType,e.valueType=t.valueType});function g_(e,t,n){return!t||!t._zod?new h_({type:`record`,keyType:U(),valueType:e,...B(t)}):new h_({type:`record`,keyType:e,valueType:t,...B(n)})}var __=/*@__PURE__*/ H(`ZodEnum`,(e,t)=>{Gf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Dh(e,t,n,r),e.enum=t.entries,e.options=[...e._zod.values];let n=new Set(Object.keys(t.entries));e.extract=(e,r)=>{let i={};for(let r of e)if(n.has(r))i[r]=t.entries[r];else throw Error(`Key ${r} not found in enum`);return new __({...t,checks:[],...B(r),entries:i})},e.exclude=(e,r)=>{let i={...t.entries};for(let t of e)if(n.has(t))delete i[t];else throw Error(`Key ${t} not found in enum`);return new __({...t,checks:[],...B(r),entries:i})}});function v_(e,t){return new __({type:`enum`,entries:Array.isArray(e)?Object.fromEntries(e.map(e=>[e,e])):e,...B(t)})}var y_=/*@__PURE__*/ H(`ZodLiteral`,(e,t)=>{Kf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Oh(e,t,n,r),e.values=new Set(t.values),Object.defineProperty(e,"value",{get(){if(t.values.length>1)throw Error("This schema contains multiple valid literal values. Use `.values` instead.");return t.values[0]}})});function b_(e,t){return new y_({type:`literal`,values:Array.isArray(e)?e:[e],...B(t)})}var x_=/*@__PURE__*/ H(`ZodTransform`,(e,t)=>{Cg(),qf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Fh(e,t,n,r),e._zod.parse=(n,r)=>{if(r.direction===`backward`)throw new ru(e.constructor.name);n.addIssue=r=>{if(typeof r==`string`)n.issues.push(zl(r,n.value,t));else{let t=r;t.fatal&&(t.continue=!1),t.code??=`custom`,`input`in t||(t.input=n.value),t.inst??=e,n.issues.push(zl(t))}};let i=t.transform(n.value,n);return i instanceof Promise?i.then(e=>(n.value=e,n)):(n.value=i,n)}});function S_(e){return new x_({type:`transform`,transform:e})}var C_=/*@__PURE__*/ H(`ZodOptional`,(e,t)=>{Yf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>ig(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function w_(e){return new C_({type:`optional`,innerType:e})}var T_=/*@__PURE__*/ H(`ZodExactOptional`,(e,t)=>{Xf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>ig(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function E_(e){return new T_({type:`optional`,innerType:e})}var D_=/*@__PURE__*/ H(`ZodNullable`,(e,t)=>{Zf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Jh(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function O_(e){return new D_({type:`nullable`,innerType:e})}var k_=/*@__PURE__*/ H(`ZodDefault`,(e,t)=>{Qf.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Qh(e,t,n,r),e.unwrap=()=>e._zod.def.innerType,e.removeDefault=e.unwrap});function A_(e,t){return new k_({type:`default`,innerType:e,get defaultValue(){return typeof t==`function`?t():dl(t)}})}var j_=/*@__PURE__*/ H(`ZodPrefault`,(e,t)=>{ep.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>$h(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function M_(e,t){return new j_({type:`prefault`,innerType:e,get defaultValue(){return typeof t==`function`?t():dl(t)}})}var N_=/*@__PURE__*/ H(`ZodNonOptional`,(e,t)=>{tp.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Yh(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function P_(e,t){return new N_({type:`nonoptional`,innerType:e,...B(t)})}var F_=/*@__PURE__*/ H(`ZodCatch`,(e,t)=>{ip.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>eg(e,t,n,r),e.unwrap=()=>e._zod.def.innerType,e.removeCatch=e.unwrap});function I_(e,t){return new F_({type:`catch`,innerType:e,catchValue:typeof t==`function`?t:Zl(t)})}var L_=/*@__PURE__*/ H(`ZodPipe`,(e,t)=>{ap.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>tg(e,t,n,r),e.in=t.in,e.out=t.out});function R_(e,t){return new L_({type:`pipe`,in:e,out:t})}var z_=/*@__PURE__*/ H(`ZodPreprocess`,(e,t)=>{L_.init(e,t),sp.init(e,t)}),B_=/*@__PURE__*/ H(`ZodReadonly`,(e,t)=>{cp.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>ng(e,t,n,r),e.unwrap=()=>e._zod.def.innerType});function V_(e){return new B_({type:`readonly`,innerType:e})}var H_=/*@__PURE__*/ H(`ZodCustom`,(e,t)=>{up.init(e,t),wg.init(e,t),e._zod.processJSONSchema=(t,n,r)=>Nh(e,t,n,r)});function U_(e,t={}){return/* @__PURE__ */ Fm(H_,e,t)}function W_(e,t){return/* @__PURE__ */ Im(e,t)}function G_(e,t){return new z_({type:`pipe`,in:S_(e),out:t})}var K_=[`schema`,`list_candidates`,`edge_summary`,`node_brief`,`expand_seeds`,`keyword_search`,`vector_search`,`find_by_name`,`compaction_candidates`],q_=[`node_create`,`node_edit`,`node_delete`,`link_upsert`,`link_delete`,`compact_nodes`],J_={chat:[`read_range`,`search`],lorebook:[`world_book_list`,`list`,`search`,`get`,`force_activate`],note:[`open`,`close`],memory:[...K_,...q_],search:[`search`,`visit`],message:[`write_message`,`apply_message_patches`,`get_draft`,`draft_search`],collab:[`dispatch_subagent`,`dispatch_inline_subagent`]},Y_={director:[`chat`,`lorebook`,`note`,`memory`,`search`,`message`,`collab`],loop:[`chat`,`lorebook`,`note`,`memory`,`search`],spec:[`chat`,`lorebook`,`note`,`memory`,`search`],agenda:[`chat`,`lorebook`,`note`,`memory`,`search`],single:[]},X_={director:{lorebook:[`force_activate`]}};function Z_(e,t){let n=X_[e]?.[t]??[];return J_[t].filter(e=>!n.includes(e))}var Q_=/* @__PURE__ */ new Set([`chat_read_range`,`chat_search`,`world_book_list`,`lorebook_list`,`lorebook_search`,`lorebook_get`,`note_open`,`note_close`,`write_message`,`apply_message_patches`,`get_draft`,`draft_search`,`dispatch_subagent`,`dispatch_inline_subagent`]);function $_(e,t,n){return Z_(e,t).filter(e=>n.has(cv(t,e)))}var ev={message:[`get_draft`,`draft_search`]};function tv(e,t){let n={};for(let r of Z_(e,t))n[r]=n_().default(ev[t]?.includes(r)??!1);return u_(n)}var nv=g_(U(),n_());function rv(e,t,n){let r={};for(let i of Z_(e,t))r[i]=n||(ev[t]?.includes(i)??!1);return r}function iv(e){let t={custom:{}};for(let n of Y_[e])switch(e){case`director`:t[n]=n===`message`?{write_message:!1,apply_message_patches:!1,get_draft:!0,draft_search:!0}:rv(e,n,!0);break;case`loop`:t[n]=rv(e,n,!0);break;case`agenda`:t[n]=n===`search`?rv(e,n,!0):n===`memory`?{...rv(e,n,!1),...Object.fromEntries(K_.map(e=>[e,!0]))}:rv(e,n,!1);break;default:t[n]=rv(e,n,!1)}return t}function av(e){let t=iv(e),n={};for(let r of Y_[e])n[r]=tv(e,r).prefault(()=>({...t[r]}));return n.custom=nv.default(()=>({})),u_(n)}function ov(e){let t={};for(let n of Y_[e])t[n]=tv(e,n).optional();return t.custom=nv.optional(),u_(t)}function sv(e,t){if(!t)return e;let n={...e};for(let[e,r]of Object.entries(t))r&&typeof r==`object`&&(n[e]=r);return n}function cv(e,t){return e===`message`||e===`collab`?t:e===`lorebook`&&t===`world_book_list`?`world_book_list`:`${e}_${t}`}function lv(e){for(let t of Object.keys(J_))for(let n of J_[t])if(cv(t,n)===e)return[t,n];return null}function uv(e,t){let n=lv(t);return n?e[n[0]]?.[n[1]]===!0:e.custom?.[t]!==!1}function dv(e){let t=[];for(let n of Object.keys(J_)){let r=e[n];if(r)for(let e of J_[n])r[e]===!0&&t.push(cv(n,e))}return t}function fv(e,t=[]){let n=dv(e);return[...n,...t.filter(t=>!n.includes(t)&&uv(e,t))]}function pv(e,t){return{apiPresetName:e.apiPreset||t.apiPreset||``,promptPresetName:e.promptPreset||t.promptPreset||``}}var mv=/[^\S ]| {2}|^ | $|<\/?available_skills>/i;function hv(e){return mv.test(e)?e.replace(/<\/?available_skills>/gi,` `).replace(/\s+/g,` `).trim():e}function gv(e){if(e.length===0)return``;let t=`<available_skills>
`;for(let n of e)t+=`- ${n.name}: ${hv(n.description)}\n`;return t+`</available_skills>
(To read a skill, call skill_read with its name; to find text inside one skill, call skill_search.)`}function _v(e){let t=``;for(let n of e)t+=typeof n==`number`?`[${n}]`:t?`.${String(n)}`:String(n);return t}function vv(e){return e===void 0?`nothing`:e===null?`null`:Array.isArray(e)?`an array`:typeof e==`number`?Number.isInteger(e)?`an integer`:`a number`:typeof e==`object`?`an object`:`a ${typeof e}`}var yv=e=>/^[aeiou]/.test(e)?`an ${e}`:`a ${e}`;function bv(e){let t=_v(e.path),n=t?`Argument "${t}"`:`The arguments`;switch(e.code){case`invalid_type`:return e.input===void 0&&t?`Missing required argument "${t}".`:`${n} must be ${yv(String(e.expected))}, got ${vv(e.input)}.`;case`invalid_value`:return`${n} must be one of ${e.values.map(e=>JSON.stringify(e)).join(`, `)}.`;case`too_small`:return e.origin===`string`?`${n} must not be empty${Number(e.minimum)>1?` (at least ${e.minimum} characters)`:``}.`:e.origin===`array`?`${n} needs at least ${e.minimum} item(s).`:`${n} must be at least ${e.minimum}.`;case`too_big`:return e.origin===`string`?`${n} must be at most ${e.maximum} characters.`:e.origin===`array`?`${n} takes at most ${e.maximum} item(s).`:`${n} must be at most ${e.maximum}.`;case`unrecognized_keys`:return`${n} has unknown field(s): ${e.keys.join(`, `)}.`;default:return`${n}: ${e.message}`}}function xv(e){let t=Object.entries(e.properties??{});if(t.length===0)return`This tool takes no arguments: send {}.`;let n=new Set(e.required??[]);return`Arguments: ${t.map(([e,t])=>`${e} (${t.enum?t.enum.map(e=>JSON.stringify(e)).join(` | `):Array.isArray(t.type)?t.type.join(` | `):t.type??`any`}${n.has(e)?`, required`:``})`).join(`, `)}.`}function Sv(e,t,n){let r=t.slice(0,3).map(bv),i=t.length>3?` (${t.length-3} more problem(s))`:``;return{error:`Invalid arguments for ${e}: ${r.join(` `)}${i}`,hint:xv(n)}}function Cv(e){return{name:e.name,description:e.description,parameters:Ev(e.parameters),input:e.parameters,execute:e.execute,...e.readOnly?{readOnly:!0}:{}}}var wv=/* @__PURE__ */ new WeakMap,Tv=2**53-1;function Ev(e){let t=wv.get(e);if(t)return t;let n=Dv(og(e,{io:`input`,unrepresentable:`any`}));return delete n.$schema,wv.set(e,n),n}function Dv(e){if(Array.isArray(e))return e.map(Dv);if(!e||typeof e!=`object`)return e;let t={};for(let[n,r]of Object.entries(e))n===`maximum`&&r===Tv||n===`minimum`&&r===-Tv||(t[n]=Dv(r));return t}function Ov(e,t){let n=e.input.safeParse(t);if(n.success)return{ok:!0,args:n.data};let{error:r,hint:i}=Sv(e.name,n.error.issues,e.parameters);return G(r,`invalid_arguments`,i)}function G(e,t,n){let r={ok:!1,error:e};return t&&(r.code=t),n&&(r.hint=n),r}function kv(e){return typeof e==`object`&&!!e&&e.ok===!1&&`error`in e}function Av(e={}){let t=e_();return e.min!==void 0&&(t=t.min(e.min)),e.max!==void 0&&(t=t.max(e.max)),G_(e=>typeof e==`string`&&/^\s*-?\d+\s*$/.test(e)?Number(e):e,t)}var jv=/* @__PURE__ */ new WeakMap;function Mv(e){let t=jv.get(e);return t||jv.set(e,t={}),t}function Nv(e){return(e.includes(`İ`)?e.replace(/\u0130/g,`i`):e).toLowerCase()}function Pv(e){let t=Mv(e);return t.folded??=Nv(e.text??``)}function Fv(e){if(e.length===0)return 0;let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.endsWith(`
`)?t:t+1}function Iv(e){let t=Mv(e);return t.lines??=Fv(e.text??``)}function Lv(e,t){return e===34||e===92?2:e<32?e===10||e===13||e===9||e===8||e===12?2:6:e<128?1:e<2048?2:e>=55296&&e<=56319?t>=56320&&t<=57343?4:6:e>=56320&&e<=57343?6:3}function Rv(e){let t=0;for(let n=0;n<e.length;n++){let r=Lv(e.charCodeAt(n),n+1<e.length?e.charCodeAt(n+1):0);t+=r,r===4&&n++}return t}function zv(e,t){let n=0,r=0;for(;r<e.length;){let i=Lv(e.charCodeAt(r),r+1<e.length?e.charCodeAt(r+1):0);if(n+i>t)break;n+=i,r+=i===4?2:1}return e.slice(0,r)}function Bv(e,t,n,r,i){let a=0;for(let t=1;t<n&&a!==-1;t++){let t=e.indexOf(`
`,a);a=t===-1?e.length:t+1}let o=[],s=0,c=n,l=!1,u;for(;c<=t&&o.length<r;){let t=e.indexOf(`
`,a),n=t===-1?e.length:t,r=e.slice(a,n);r.endsWith(`\r`)&&(r=r.slice(0,-1));let d=Rv(r)+(o.length?2:0);if(s+d>i){l=!0,o.length===0&&(o.push(zv(r,i)),u=c,c++);break}o.push(r),s+=d,c++,a=n+1}let d={content:o.join(`
`),totalLines:t,truncated:l};return c<=t&&(d.nextOffset=c),u!==void 0&&(d.cutLine=u),d}var Vv=400,Hv=e=>e>=55296&&e<=56319,Uv=e=>e>=56320&&e<=57343;function Wv(e,t,n){return t>0&&Uv(e.charCodeAt(t))&&t++,n<e.length&&Hv(e.charCodeAt(n-1))&&n--,e.slice(t,n)}function Gv(e,t=-1,n=0){if(e.endsWith(`\r`)&&(e=e.slice(0,-1)),e.length<=Vv)return e;if(t<0||t+n<=399)return Wv(e,0,399)+`…`;let r=Math.max(0,Math.min(t-100,e.length-Vv+2)),i=Math.min(e.length,r+Vv-2);return`…`+Wv(e,r,i)+(i<e.length?`…`:``)}function Kv(e,t){let n=e.indexOf(`
`,t);return n===-1?e.length:n}function qv(e,t,n){let r=Nv(t),i=r.slice(0,-1).split(`
`).length-1,a=[],o=0;for(let t of e){if(t.text===void 0)continue;let e=t.text,s=Pv(t),c=1,l=0,u=0;for(let d=s.indexOf(r,u);d!==-1;d=s.indexOf(r,u)){if(a.length>=n.limit)return{hits:a,truncated:!0};for(let t=e.indexOf(`
`,l);t!==-1&&t<d;t=e.indexOf(`
`,l))c++,l=t+1;let s=d+r.length-1,f=e.charCodeAt(s)===10?s:Kv(e,s),p=c,m=l;for(let t=0;t<n.contextLines&&m>0;t++)m=m>=2?e.lastIndexOf(`
`,m-2)+1:0,p--;let h=c+i,g=f;for(let t=0;t<n.contextLines&&g+1<e.length;t++)g=Kv(e,g+1),h++;let _=e.slice(m,g).split(`
`),v=c-p,y=_.map((e,t)=>t===v?Gv(e,d-l,r.length):Gv(e)).join(`
`),b={path:t.path,lineStart:p,lineEnd:h,line:c,snippet:y},x=Rv(y)+Rv(t.path)+96;if(o+x>n.budget)return{hits:a,truncated:!0};o+=x,a.push(b),u=f+1}}return{hits:a,truncated:!1}}var Jv=256,Yv=e=>G(`Skill not found: ${e}`,`skill_not_found`,`Only the skills in <available_skills> can be used; skill_list shows them.`),Xv=W({query:U().optional().describe(`Text to look for in names, descriptions and tags.`)}),Zv=W({name:U().min(1).describe(`The skill name.`),path:U().optional().describe(`File inside the skill, e.g. references/guide.md. Default SKILL.md.`),offset:Av({min:1}).optional().describe(`First line to read, counting from 1.`),limit:Av({min:1}).optional().describe(`How many lines to read.`)}),Qv=W({name:U().min(1).describe(`The skill name.`),query:U().min(1).describe(`Text to find (not a regular expression).`),path:U().optional().describe(`Search only this file.`),limit:Av({min:1,max:100}).optional().describe(`Most hits to return (default 10).`),contextLines:Av({min:0,max:20}).optional().describe(`Lines before and after each hit (default 2).`)}),$v=e=>typeof e==`object`&&!!e&&e.ok===!1;function ey(e){let t=/* @__PURE__ */ new Map;for(let n of e)t.has(n.name)||t.set(n.name,n);let n=/* @__PURE__ */ new Map,r=e=>{let t=n.get(e.name);return t||n.set(e.name,t=[...e.files].sort((e,t)=>bc(e.path,t.path))),t},i=e=>t.get(e)??Yv(e),a=(e,t)=>{let n=t||`SKILL.md`,i=e.files.find(e=>e.path===n);if(i)return i;let a=r(e).map(e=>e.path),o=a.slice(0,50).join(`, `)+(a.length>50?`, … (${a.length} files)`:``);return G(`No file "${n}" in skill ${e.name}`,`skill_file_not_found`,`Files: ${o}`)};return[Cv({name:`skill_list`,description:"List the skills available to you with their descriptions and tags. `query` (optional) keeps only skills whose name, description or tags contain it (case-insensitive).",parameters:Xv,readOnly:!0,execute(e){let n=(e.query??``).toLowerCase(),r=[];for(let e of t.values()){let t={name:e.name,description:e.manifest.description,tags:[...e.manifest.tags]};(!n||e.name.toLowerCase().includes(n)||t.description.toLowerCase().includes(n)||t.tags.some(e=>e.toLowerCase().includes(n)))&&r.push(t)}return r}}),Cv({name:`skill_read`,description:"Read a file of a skill, SKILL.md by default, by line numbers. Lines are numbered from 1: `offset` is the first line to read (default 1), `limit` the number of lines (default: as many as fit). A response holds at most 50 KB; when `nextOffset` is present, call again with offset = nextOffset to read on.",parameters:Zv,readOnly:!0,execute(e){let t=i(e.name);if($v(t))return t;let n=a(t,e.path);if($v(n))return n;if(n.text===void 0)return G(`${n.path} in skill ${t.name} is a binary file and cannot be read as text`,`skill_file_binary`);let r=e.offset??1,o=e.limit??2**53-1,s=Iv(n);return r>Math.max(s,1)?G(`offset ${r} is past the end of ${n.path} (${s} lines)`,`offset_out_of_range`):Bv(n.text,s,r,o,Vn.maxToolResponseBytes-Jv)}}),Cv({name:`skill_search`,description:"Find text inside one skill: a case-insensitive substring search over its text files, or over one file when `path` is given. Each hit gives the file, the matching line number and a snippet with `contextLines` lines around it (lines numbered from 1, as in skill_read).",parameters:Qv,readOnly:!0,execute(e){let t=i(e.name);if($v(t))return t;let n=e.query,o=e.limit??10,s=e.contextLines??2,c=r(t);if(e.path){let n=a(t,e.path);if($v(n))return n;if(n.text===void 0)return G(`${n.path} in skill ${t.name} is a binary file and cannot be searched`,`skill_file_binary`);c=[n]}return qv(c,n,{limit:o,contextLines:s,budget:Vn.maxToolResponseBytes-Jv})}})]}var ty=e=>Array.isArray(e)?e.filter(e=>typeof e==`string`):[];function ny(e){let t=ty(e.mode?.visible).filter(e=>e!==`+`),n=ty(e.agent?.visible),r=/* @__PURE__ */ new Set([...ty(e.mode?.deny),...ty(e.agent?.deny)]),i=t.map(e=>({token:e,from:`mode`})),a=e=>e.filter(e=>e!==`+`).map(e=>({token:e,from:`agent`}));return n.length===0?{rule:`inherit`,tokens:i,deny:r}:n[0]===`+`?{rule:`extend`,tokens:[...i,...a(n.slice(1))],deny:r}:{rule:`replace`,tokens:a(n),deny:r}}var ry=(e,t)=>e<t?-1:+(e>t);function iy(e){let t=e instanceof Set?e:new Set(e),n;return{has:t,sorted:()=>n??=[...t].sort(ry)}}function ay(e,t){let{tokens:n,deny:r}=ny(e);if(r.has(`*`))return[];let i=iy(t),a=[],o=/* @__PURE__ */ new Set,s=e=>{!o.has(e)&&i.has.has(e)&&!r.has(e)&&(o.add(e),a.push(e))};for(let{token:e}of n)if(e===`*`)for(let e of i.sorted())s(e);else s(e);return a}var oy={catalog:``,tools:[],names:[]};function sy(e,t,n={}){let r=new Map(t.map(e=>[e.name,e])),i=ay(e,r.keys());if(i.length===0)return oy;let a=i.map(e=>r.get(e));return{catalog:n.catalog===!1?``:gv(a.map(e=>({name:e.name,description:e.manifest.description}))),tools:ey(a),names:i}}function cy(e){return{...e.storyMessages===null||e.storyMessages===void 0?{}:{maxMessages:e.storyMessages},...e.storyTokens?{maxTokens:e.storyTokens}:{}}}Object.freeze({background:[],lore:[],history:[],after:[]});var ly=e=>typeof e.content==`string`?e.content:``;function uy(e){let t=e.findIndex(e=>e.role!==`system`);t===-1&&(t=e.length);let n=e.length-1;for(;n>=t&&e[n].role===`system`;)n--;return{background:e.slice(0,t).map(ly).filter(e=>e.trim()),lore:[],history:e.slice(t,n+1).map(e=>({...e})),after:e.slice(n+1).map(ly).filter(e=>e.trim())}}function dy(e){let t=0;for(let n=0;n<e.length;n++){let r=e.charCodeAt(n);(r>=12352&&r<=40959||r>=44032&&r<=55215||r>=63744&&r<=64255||r>=65280&&r<=65519)&&t++}return Math.ceil((e.length-t)/4)+t}function fy(e){return e?.maxMessages===void 0?8:Math.max(1,Math.min(8,Math.round(e.maxMessages/3)))}function py(e,t){let n=e.length,r=0;if(t?.maxMessages!==void 0){let e=Math.max(0,Math.trunc(t.maxMessages));if(e===0)return n;r=Math.max(0,n-e)}if(t?.maxTokens){let i=0,a=n;for(;a>r&&i+dy(ly(e[a-1]))<=t.maxTokens;)i+=dy(ly(e[--a]));r=Math.max(r,Math.min(a,n-1))}if(r===0)return 0;let i=fy(t),a=Math.floor(r/i)*i;if(t?.maxTokens){let i=0;for(let t=a;t<n;t++)i+=dy(ly(e[t]));if(i>t.maxTokens)return r}return a}function my(e){return e.length===0?``:`<active_lore>\n${e.map(e=>`[${e.book}] ${e.name?`${e.name}: `:``}${e.content.trim()}`).join(`

`)}\n</active_lore>`}function hy(e,t={}){let n=py(e.history,t.budget),r=n,i=[`<story_context>`,...e.background.map(e=>e.trim()).filter(Boolean)];r>0&&i.push(`(${r} earlier message${r===1?``:`s`} not shown; read them with chat_read_range or chat_search when you have those tools.)`);let a=[my(e.lore),...e.after.map(e=>e.trim()).filter(Boolean),`</story_context>`,t.closing??``].filter(Boolean);return[{role:`system`,content:i.join(`

`)},...e.history.slice(n).map(e=>({...e})),{role:`system`,content:a.join(`

`)}]}function gy(e){return[...e.background,my(e.lore),...e.after].map(e=>e.trim()).filter(Boolean).join(`

`)}function _y(e,t={}){let n=t.skills??[],r=e=>fv(e,t.extraToolNames),i=e.tools,a=e.mainAgent;return{mainAgent:{systemPrompt:a.systemPrompt,...pv(a,e),tools:r(sv(i,a.tools)),skills:sy({mode:e.skills,agent:a.skills},n),maxTokens:a.maxTokens,story:cy(a)},subAgents:e.subAgents.map(t=>({id:t.id,description:t.description,systemPrompt:t.systemPrompt,...pv(t,e),tools:r(sv(i,t.tools)),skills:sy({mode:e.skills,agent:t.skills},n),maxRounds:t.maxRounds??e.subAgentMaxRounds,maxTokens:t.maxTokens,story:cy(t)})),inline:{...pv({},e),tools:r(i),skills:sy({mode:e.skills},n),maxTokens:Nc.maxTokens,story:cy(Nc)},limits:{maxRounds:e.maxRounds,subAgentMaxRounds:e.subAgentMaxRounds,maxConcurrentSubagents:e.maxConcurrentSubagents,maxTotalSubagentRuns:e.maxTotalSubagentRuns,toolCallRetryMax:e.toolCallRetryMax},useStreaming:e.useStreaming,discardOnAbort:e.discardOnAbort,lorebookFilter:e.lorebookFilter}}var vy=e=>t=>t.lastCall&&t.lastCall.ok&&t.lastCall.call.name===e?{kind:`tool-succeeded`,tool:e}:void 0,yy=e=>t=>t.lastCall===void 0&&t.now-t.startedAt>=e?{kind:`wall-clock`,budgetMs:e}:void 0,by=(e,t)=>()=>e()?{kind:`condition`,id:t}:void 0;function xy(e,t){for(let n of e){let e=n(t);if(e)return e}}function Sy(e){switch(e.kind){case`tool-succeeded`:return`${e.tool} called`;case`wall-clock`:return`wall-clock budget of ${e.budgetMs} ms used`;case`no-tool-call-streak`:return`${e.misses} responses in a row without a tool call`;case`condition`:return e.id}}var Cy=262144,wy=class{#e;#t;#n=!1;#r;constructor(e=``,t={}){this.#t=t.preservedPrefix??``,this.#e=e.startsWith(this.#t)?e:this.#t+e,this.#r=t.onChange}get text(){return this.#e}get preservedPrefix(){return this.#t}get settled(){return this.#n}settle(){this.#n=!0}write(e,t=`append`){if(this.#n)return Ty();let n=t===`replace`?e:this.#e+e;return(this.#i(n)??this.#a(n))||(this.#o(n),{ok:!0,currentLength:n.length})}applyPatches(e){if(this.#n)return Ty();if(!Array.isArray(e)||e.length===0)return G(`apply_message_patches requires a non-empty patches array.`,`invalid_arguments`);let t=this.#e;for(let n=0;n<e.length;n++){let r=e[n],i=e.length>1?`Patch ${n+1} of ${e.length}: `:``;if(!r||typeof r.find!=`string`||typeof r.replaceWith!=`string`)return G(`${i}Each patch needs string fields "find" and "replaceWith". No patch was applied.`,`invalid_arguments`);if(r.find===``)return G(`${i}"find" is empty. No patch was applied.`,`patch_not_found`,`Quote the exact text to replace, with a line of context.`);let a=t.indexOf(r.find);if(a===-1)return G(`${i}The "find" text does not occur in the draft. No patch was applied.`,`patch_not_found`,`Re-read the draft with get_draft and copy the text exactly, byte for byte.`);if(t.indexOf(r.find,a+1)!==-1)return G(`${i}The "find" text occurs more than once in the draft. No patch was applied.`,`patch_ambiguous`,`Extend "find" with surrounding context until it matches exactly once.`);t=t.slice(0,a)+r.replaceWith+t.slice(a+r.find.length)}return(this.#i(t)??this.#a(t))||(this.#o(t),{ok:!0,appliedCount:e.length,currentLength:t.length})}#i(e){if(!(e.length<=262144))return G(`The reply would be ${e.length} characters long; at most ${Cy} are allowed. Nothing was changed.`,`draft_too_large`,`Keep the reply to the scene at hand; finalize what is there, or replace the draft with a shorter text.`)}#a(e){if(this.#t&&!e.startsWith(this.#t))return G(`This is a continue turn: the original message text must stay unchanged at the start of the reply. Nothing was changed.`,`invalid_op_for_continue`,`Use write_message with mode "append", or patch only text written after the original message.`)}#o(e){this.#e=e,this.#r?.(e)}};function Ty(){return G(`The reply has already been committed; it can no longer be changed.`,`draft_settled`)}function Ey(e,t){if(typeof e!=`string`||e===``)return G(`pattern must be a non-empty regular expression.`,`pattern_empty`,`To search literal text, escape regex metacharacters such as . * ( ) [ ] ? +.`);let n=typeof t==`string`?[...new Set(t.replace(/[gy]/g,``))].join(``):``;try{return new RegExp(e,n)}catch(e){return G(`invalid regex: ${e instanceof Error?e.message:String(e)}`,`invalid_regex`,`If searching literal text, escape regex metacharacters.`)}}function Dy(e,t,n,r=1/0){let i=0,a=0,o=0;for(;;){let s=e.indexOf(`
`,o),c=s===-1?e.slice(o):e.slice(o,s);a++;let l=c.endsWith(`\r`)?c.slice(0,-1):c;if(t.lastIndex=0,t.test(l)&&(i++,i<=r&&n({line:a,text:Oy(l)})),s===-1)break;o=s+1}return i}function Oy(e){return e.length>500?`${e.slice(0,500)}…`:e}function ky(e,t,n=200){let r=[],i=Dy(e,t,e=>r.push(`${e.line}: ${e.text}`),n);return{output:r.join(`
`),matchCount:i,truncated:i>n}}var Ay=[`write_message`,`apply_message_patches`,`get_draft`,`draft_search`],jy=W({text:U().describe(`Text to write.`),mode:v_([`append`,`replace`]).optional().describe(`append (default) or replace.`)}),My=W({patches:c_(G_(e=>{if(!e||typeof e!=`object`||Array.isArray(e))return e;let t=e;return t.find===void 0&&t.oldString!==void 0?{...t,find:t.oldString,replaceWith:t.replaceWith??t.newString}:t},W({find:U(),replaceWith:U()}))).describe(`The edits, applied in order.`)}),Ny=W({}),Py=W({pattern:U().describe(`Regular expression source.`),flags:U().optional().describe(`Regex flags such as "i" (g is implied).`)});function Fy(e){return Cv({name:`write_message`,description:`Write the reply body. mode "append" (default) adds text to the end of the current draft; "replace" overwrites the whole draft. The reader sees the body update after each call.`,parameters:jy,execute:t=>e.write(t.text,t.mode??`append`)})}function Iy(e){return Cv({name:`apply_message_patches`,description:`Edit the draft in place. Each patch replaces the exact text "find" with "replaceWith". "find" must occur exactly once, byte for byte (include one to three lines of context); there is no fuzzy matching. Patches apply in order; if any fails, none is applied.`,parameters:My,execute:t=>e.applyPatches(t.patches)})}function Ly(e){return Cv({name:`get_draft`,description:`Read the current reply draft as it is now.`,parameters:Ny,readOnly:!0,execute:()=>({ok:!0,text:e.text})})}function Ry(e){return Cv({name:`draft_search`,description:`Search the current draft line by line with a JavaScript regular expression; returns matching lines as "lineno: line". Prefer non-greedy quantifiers; a match never spans lines.`,parameters:Py,readOnly:!0,execute:t=>{let n=Ey(t.pattern,t.flags);return n instanceof RegExp?{ok:!0,...ky(e.text,n)}:n}})}function zy(e){return{write_message:Fy(e),apply_message_patches:Iy(e),get_draft:Ly(e),draft_search:Ry(e)}}var By=/^(api[-_]?key|apikey|authorization|proxy[-_]?authorization|headers?|x[-_]api[-_]key|secret|client[-_]?secret|password|access[-_]?token|refresh[-_]?token|bearer|cookie|set[-_]cookie)$/i,Vy=/\b(Bearer\s+[A-Za-z0-9._~+/=-]{8,}|sk-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,})/g,Hy=`[redacted]`;function Uy(e){let t=/* @__PURE__ */ new WeakSet,n=e=>{if(typeof e==`string`)return e.replace(Vy,Hy);if(typeof e!=`object`||!e)return e;if(t.has(e))return`[cycle]`;t.add(e);let r;if(Array.isArray(e))r=e.map(n);else{let t={};for(let[r,i]of Object.entries(e))t[r]=By.test(r)?Hy:n(i);r=t}return t.delete(e),r};return n(e)}var Wy=`troupe_trace_v1`,Gy=()=>({promptTokens:0,completionTokens:0,totalTokens:0});function Ky(e){let t=e.now??(()=>globalThis.performance.now()),n=t(),r=(e.startedAt??/* @__PURE__ */ new Date).toISOString(),i=[],a=/* @__PURE__ */ new Map,o,s,c=()=>t()-n,l=e=>{let t=a.get(e);return t||(t={id:e,label:e,requests:0,toolCalls:0,usage:Gy(),durationMs:0},a.set(e,t)),t},u={record(e){let t=l(e.agentId),n=c();switch(e.type){case`request`:{t.requests++,t.firstAt??=n;let{messages:r,tools:a,model:o,stream:s,...c}=e.request;i.push({kind:`request`,at:n,agent:e.agentId,round:e.round,attempt:e.attempt,model:o,stream:!!s,messages:r,tools:(a??[]).map(e=>e.name),params:c,...e.preset?{preset:e.preset}:{}});break}case`response`:{let r=e.completion;r.usage&&(t.usage.promptTokens+=r.usage.promptTokens,t.usage.completionTokens+=r.usage.completionTokens,t.usage.totalTokens+=r.usage.totalTokens),i.push({kind:`response`,at:n,agent:e.agentId,round:e.round,attempt:e.attempt,durationMs:e.durationMs,content:r.content,reasoning:r.reasoning,toolCalls:r.toolCalls,finishReason:r.finishReason,...r.usage?{usage:r.usage}:{},...r.timing?{timing:r.timing}:{},...r.error?{error:r.error.message}:{}});break}case`tool-call`:t.toolCalls++,i.push({kind:`tool-call`,at:n,agent:e.agentId,round:e.round,callId:e.call.id,name:e.call.name,arguments:e.call.arguments});break;case`tool-result`:i.push({kind:`tool-result`,at:n,agent:e.agentId,round:e.round,callId:e.call.id,name:e.call.name,ok:e.ok,result:e.result,durationMs:e.durationMs});break;case`end`:t.status=e.status,t.durationMs=n-(t.firstAt??n),i.push({kind:`agent-end`,at:n,agent:e.agentId,status:e.status,reason:qy(e),rounds:e.rounds,...e.status===`error`?{error:e.error.message}:{}});break;case`stream-retry`:i.push({kind:`event`,at:n,agent:e.agentId,name:`stream-retry`,data:{round:e.round,retry:e.retry,delayMs:e.delayMs,error:e.error.message,kind:e.error.kind}})}},label(e,t){l(e).label=t},event(e,t,n){i.push({kind:`event`,at:c(),agent:e,name:t,...n?{data:n}:{}})},finish(e){o=e,s=c()},get entries(){return i},usage(){let e=Gy();for(let t of a.values())e.promptTokens+=t.usage.promptTokens,e.completionTokens+=t.usage.completionTokens,e.totalTokens+=t.usage.totalTokens;return e},agents(){return[...a.values()].map(({firstAt:e,...t})=>({...t,usage:{...t.usage}}))},toJSON(){return Uy({format:Wy,mode:e.mode,startedAt:r,durationMs:s??c(),...o?{status:o}:{},usage:u.usage(),agents:u.agents(),entries:i.slice()})}};return u}function qy(e){switch(e.status){case`stopped`:return Sy(e.stop);case`max-rounds`:return`reached maxRounds=${e.maxRounds}`;case`natural`:return`answered without a tool call`;case`aborted`:return`aborted`;case`error`:return e.error.code}}var Jy=[`normal`,`regenerate`,`swipe`,`continue`],Yy=[`normal`,`continue`,`regenerate`,`swipe`,`impersonate`];function Xy(e){return typeof e==`string`&&Jy.includes(e)}function Zy(e){return typeof e==`string`&&Yy.includes(e)}function Qy(e,t){let n=!1,r=!1,i=()=>r||n?!1:e.isCurrent()?!0:(n=!0,t(),!1);return{setText:t=>void(i()&&e.setText(t)),setReasoning:t=>void(i()&&e.setReasoning(t)),async commit(){return i()?(r=!0,await e.commit(),!0):!1},async discard(){return i()?(e.setText(e.initialText),e.setReasoning(e.initialReasoning),r=!0,await e.discard(),!0):!1},get lost(){return n},close(){r=!0}}}var $y=class extends Error{constructor(e=`aborted`){super(e),this.name=`AbortError`}};function eb(e){return e instanceof $y||typeof e==`object`&&!!e&&e.name===`AbortError`}function tb(e,t){return t?t.aborted?(Promise.resolve(e).catch(()=>{}),Promise.reject(new $y)):new Promise((n,r)=>{let i=()=>{r(new $y)};t.addEventListener(`abort`,i,{once:!0}),Promise.resolve(e).then(e=>{t.removeEventListener(`abort`,i),n(e)},e=>{t.removeEventListener(`abort`,i),r(e)})}):Promise.resolve(e)}function nb(e){let t=new AbortController;if(!e)return{controller:t,dispose(){}};if(e.aborted)return t.abort(),{controller:t,dispose(){}};let n=()=>t.abort();return e.addEventListener(`abort`,n,{once:!0}),{controller:t,dispose:()=>e.removeEventListener(`abort`,n)}}var rb=class{content=[];reasoning=[];toolCalls=[];finishReason;usage;timing;error;add(e){switch(e.type){case`text-delta`:this.content.push(e.text);break;case`reasoning-delta`:this.reasoning.push(e.text);break;case`tool-call-end`:this.toolCalls.push(e.call);break;case`usage`:this.usage=e.usage;break;case`error`:this.error=e.error;break;case`finish`:this.finishReason=e.reason,this.timing=e.timing;break;case`retry`:this.content=[],this.reasoning=[],this.toolCalls=[],this.usage=void 0,this.error=void 0}}result(){let e=this.finishReason??(this.error?this.error.kind===`aborted`?`aborted`:`error`:this.toolCalls.length>0?`tool_calls`:`stop`),t={content:this.content.length===1?this.content[0]:this.content.join(``),reasoning:this.reasoning.length===1?this.reasoning[0]:this.reasoning.join(``),toolCalls:this.toolCalls,finishReason:e};return this.usage&&(t.usage=this.usage),this.timing&&(t.timing=this.timing),this.error&&(t.error=this.error),t}};async function ib(e,t,n,r={},i={}){let a=new rb,o;try{if(n?.aborted)throw new $y;for(o=e(t,{...i,signal:n})[Symbol.asyncIterator]();;){let e=await tb(o.next(),n);if(e.done)break;let t=e.value;if(t.type===`error`&&(t.error.kind===`aborted`||n?.aborted))throw new $y(t.error.message);a.add(t),t.type===`text-delta`?r.onTextDelta?.(t.text):t.type===`reasoning-delta`?r.onReasoningDelta?.(t.text):t.type===`retry`&&r.onRetry?.({attempt:t.attempt,delayMs:t.delayMs,error:t.error})}}catch(e){if(n?.aborted)throw new $y;if(e instanceof $y)throw e;a.add({type:`error`,error:{message:e instanceof Error?e.message:String(e),kind:`network`,retryable:!1}})}finally{o?.return&&Promise.resolve().then(()=>o.return()).catch(()=>{})}if(n?.aborted)throw new $y;return a.result()}function ab(e){return e===408||e===409||e===429||e>=500&&e<=599}function ob(e,t,n={}){let r={kind:e,message:t,retryable:n.retryable??!1};return n.status!==void 0&&(r.status=n.status),n.code!==void 0&&(r.code=n.code),r}var sb=()=>ob(`aborted`,`The request was aborted.`),cb=e=>ob(`stall`,`The model stream stalled: no bytes for ${e} ms.`,{retryable:!0}),lb=e=>ob(`network`,`Network error while talking to the model: ${gb(e)}`,{retryable:!0}),ub=()=>ob(`protocol`,`The model stream ended before the model finished (no finish reason and no [DONE]).`,{retryable:!0}),db=e=>ob(`protocol`,`The model stream sent a frame that is not JSON: ${_b(e,120)}`),fb=e=>ob(`protocol`,`The model answered with a body that is not JSON: ${_b(e,120)}`),pb=e=>ob(`protocol`,`Invalid chat request: ${e}`);function mb(e,t){let n=e??{},r=typeof n.error==`object`&&n.error!==null?n.error:n,i=typeof r.message==`string`&&r.message||typeof n.error==`string`&&n.error||typeof n.message==`string`&&n.message||typeof n.detail==`string`&&n.detail||_b(JSON.stringify(e)??String(e),200),a=typeof r.code==`number`?r.code:typeof r.status==`number`?r.status:void 0,o=typeof r.code==`string`&&r.code||typeof r.type==`string`&&r.type||typeof r.status==`string`&&r.status||void 0,s=t??a,c=s!==void 0&&ab(s)||o===`overloaded_error`||o===`rate_limit_error`||o===`api_error`||o===`RESOURCE_EXHAUSTED`||o===`UNAVAILABLE`,l=t===void 0?``:`HTTP ${t}: `;return ob(t===void 0?`provider`:`http`,`${l}${i}`,{status:s,retryable:c,code:o||void 0})}function hb(e,t,n){let r;try{r=JSON.parse(n)}catch{return ob(`http`,`HTTP ${e}: ${n.trim()?_b(n.trim(),200):t||`no details`}`,{status:e,retryable:ab(e)})}let i=mb(r,e);return i.retryable=ab(e),i}function gb(e){if(e instanceof Error){let t=e.cause,n=t instanceof Error?t.message:typeof t==`string`?t:``;return n&&n!==e.message?`${e.message} (${n})`:e.message}return String(e)}function _b(e,t){return e.length>t?`${e.slice(0,t)}…`:e}function vb(e){let t=(e.arguments??``).trim();if(t===``)return{ok:!0,value:{}};let n=/^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(t);n&&(t=n[1]);let r;try{r=JSON.parse(t),typeof r==`string`&&/^\s*\{/.test(r)&&(r=JSON.parse(r))}catch(t){let n=t instanceof Error?t.message:String(t);return{ok:!1,error:`The arguments for tool "${e.name}" are not valid JSON (${n}). Call the tool again with a single JSON object. Received: ${_b(e.arguments,300)}`}}return typeof r!=`object`||!r||Array.isArray(r)?{ok:!1,error:`The arguments for tool "${e.name}" must be a JSON object, not ${r===null?`null`:Array.isArray(r)?`an array`:typeof r}. Received: ${_b(e.arguments,300)}`}:{ok:!0,value:r}}function yb(e){let t=vb(e);return t.ok?{ok:!0,args:t.value}:G(t.error,`invalid_arguments`,`Call the tool again with the arguments as one complete JSON object.`)}var bb=131072;async function xb(e,t,n){let r=e.get(t.name);if(!r){let n=[...e.keys()].join(`, `);return Sb(G(`Unknown tool "${t.name}".`,`unknown_tool`,n?`Available tools: ${n}.`:`No tools are available.`))}if(t.arguments.length>131072)return Sb(G(`The arguments of this ${t.name} call are ${t.arguments.length} characters long; at most ${bb} are accepted. Nothing was done.`,`arguments_too_large`,`Send shorter arguments: split long text over several calls (write_message with mode "append"), or shorten it.`));let i=yb(t);if(!i.ok)return Sb(i);let a=Ov(r,i.args);if(!a.ok)return Sb(a);if(n.signal?.aborted)throw new $y;let o;try{let e=r.execute(a.args,n);o=e instanceof Promise||e&&typeof e.then==`function`?await tb(e,n.signal):e}catch(e){if(eb(e)&&n.signal?.aborted)throw new $y;let r=e,i=typeof r?.message==`string`?r.message:String(e);return Sb(G(`Tool "${t.name}" failed: ${i}`,typeof r?.code==`string`?r.code:`tool_error`,typeof r?.hint==`string`?r.hint:void 0))}if(n.signal?.aborted)throw new $y;return{result:o,ok:!kv(o)}}function Sb(e){return{result:e,ok:!1}}function Cb(e){return e==null?`{"ok":true}`:typeof e==`object`&&!Array.isArray(e)&&`ok`in e?wb(e):wb({ok:!0,result:e})}function wb(e){try{return JSON.stringify(e)??`{"ok":true}`}catch(e){return JSON.stringify({ok:!1,error:`The tool result could not be serialised: ${e instanceof Error?e.message:String(e)}`,code:`unserializable_result`})}}var Tb=()=>globalThis.performance.now();async function Eb(e){let t=e.now??Tb,n=e.onEvent??(()=>{}),r=new Map((e.tools??[]).map(e=>[e.name,e])),i=(e.tools??[]).map(e=>({name:e.name,description:e.description,parameters:e.parameters})),a=e.stopWhen===void 0?[]:Array.isArray(e.stopWhen)?e.stopWhen:[e.stopWhen],o=e.noToolCalls??{kind:`finish`},s=e.signal,c=[...e.messages],l={promptTokens:0,completionTokens:0,totalTokens:0},u=t(),d=``,f=``,p=0,m=t=>(n({type:`end`,agentId:e.id,rounds:p,...t}),{...t,text:d,lastProse:f,messages:c,rounds:p,usage:l});try{let h=1,g=0,_=0;for(;;){if(h>e.maxRounds)return m({status:`max-rounds`,maxRounds:e.maxRounds});if(s?.aborted)throw new $y;if(g===0){let r=xy(a,{agentId:e.id,round:h,startedAt:u,now:t()});if(r)return m({status:`stopped`,stop:r});let i=e.beforeRound?.(h);i?.length&&c.push(...i),p=h,n({type:`round-start`,agentId:e.id,round:h,attempt:g})}let v={agentId:e.id,round:h,attempt:g},y=await Db(e,c,i,v,n,t);if(y.usage&&(l.promptTokens+=y.usage.promptTokens,l.completionTokens+=y.usage.completionTokens,l.totalTokens+=y.usage.totalTokens),y.error)return m({status:`error`,error:{code:`request_failed`,message:`Request failed for ${e.id}: ${y.error.message}`,cause:y.error}});d=y.content,y.content.trim()&&(f=y.content);let b=y.toolCalls.filter(e=>e.name);if(b.length===0){if(_++,o.kind===`finish`)return c.push(Ob(y,[])),m({status:`natural`});let t=_<=o.max;if(n({type:`no-tool-call`,...v,willRetry:t}),!t)return o.exhausted===`stop`?m({status:`stopped`,stop:{kind:`no-tool-call-streak`,misses:_}}):m({status:`error`,error:{code:`no_tool_call`,message:`Agent ${e.id} produced no tool call after ${_} attempt(s) (toolCallRetryMax=${o.max}).`}});y.content.trim()&&c.push(Ob(y,[])),c.push({role:`user`,content:o.nudge??`Your last reply called no tool. Continue by calling one of the available tools.`}),o.consumesRound?(h++,g=0):g++;continue}_=0,c.push(Ob(y,b));let x;for(let i=0;i<b.length;i++){let o=b[i];if(x){c.push(kb(o.id,o.name,JSON.stringify({ok:!1,error:`Not run: the agent stopped (${Sy(x)}).`,code:`skipped`})));continue}if(s?.aborted)throw new $y;n({type:`tool-call`,...v,call:o,index:i});let l=t(),d=await xb(r,o,{...e.toolContext,signal:s,agentId:e.id});c.push(kb(o.id,o.name,Cb(d.result))),n({type:`tool-result`,...v,call:o,index:i,result:d.result,ok:d.ok,durationMs:t()-l}),x=xy(a,{agentId:e.id,round:h,startedAt:u,now:t(),lastCall:{call:o,result:d.result,ok:d.ok}})}if(x)return m({status:`stopped`,stop:x});h++,g=0}}catch(e){return eb(e)||s?.aborted?m({status:`aborted`}):m({status:`error`,error:{code:`internal`,message:e instanceof Error?e.message:String(e)}})}}async function Db(e,t,n,r,i,a){let o=e.requestRetryMax??0;for(let s=0;;s++){let c={...e.request,model:e.model??``,messages:t.slice(),stream:e.stream??!1};n&&n.length&&(c.tools=n,c.toolChoice??=`auto`),i({type:`request`,...r,request:c,...e.preset?{preset:e.preset}:{}});let l=a(),u=await ib(e.client,c,e.signal,{onTextDelta:e=>i({type:`text-delta`,...r,text:e}),onReasoningDelta:e=>i({type:`reasoning-delta`,...r,text:e}),onRetry:e=>i({type:`stream-retry`,...r,retry:e.attempt,delayMs:e.delayMs,error:e.error})},e.stallTimeoutMs===void 0?{}:{stallTimeoutMs:e.stallTimeoutMs});i({type:`response`,...r,completion:u,durationMs:a()-l}),u.usage&&i({type:`usage`,...r,usage:u.usage});let d=u.error;if(d&&s<o&&(e.shouldRetryRequest?e.shouldRetryRequest(u):d.retryable))i({type:`request-retry`,...r,error:d.message});else return u}}function Ob(e,t){let n={role:`assistant`,content:e.content||(t.length?null:``)};return t.length&&(n.toolCalls=t),e.reasoning&&(n.reasoning=e.reasoning),n}function kb(e,t,n){return{role:`tool`,toolCallId:e,name:t,content:n}}var Ab=16384,jb=`## Open Notes (your plot-author threads — close with note_close when deployed)`,Mb=new TextEncoder;function Nb(){let e=Math.floor(Math.random()*16777215).toString(16).padStart(6,`0`);return`n_${Date.now().toString(36)}_${e}`}function Pb(e){let t=e.filter(e=>e.status===`open`);return t.length===0?``:`${jb}\n${t.map(e=>`- [${e.id}] ${e.text}${e.trigger?` (when: ${e.trigger})`:``}`).join(`
`)}`}function Fb(e,t={}){let n=t.now??Date.now,r=t.newId??Nb,i=Promise.resolve(),a=e=>{let t=i.then(e,e);return i=t.catch(()=>{}),t},o=async()=>Ib(await e.load()),s=e=>G(`Notes could not be saved: ${e instanceof Error?e.message:String(e)}`,`note_store_failed`);return{list:()=>a(o),renderOpen:()=>a(async()=>Pb(await o())),open:({text:t,trigger:i})=>a(async()=>{let a=typeof t==`string`?t.trim():``;if(!a)return G(`Note text is empty.`,`note_empty`);if(Mb.encode(a).length>16384)return G(`Note text is longer than ${Ab} bytes.`,`note_too_long`,`Keep a note to the thread itself; shorten it.`);try{let t=await o(),s=r();for(;t.some(e=>e.id===s);)s=r();let c={id:s,text:a,status:`open`,createdAt:n()};return typeof i==`string`&&i.trim()&&(c.trigger=i.trim()),await e.save([...t,c]),{ok:!0,id:s}}catch(e){return s(e)}}),close:({id:t,reason:r})=>a(async()=>{if(typeof t!=`string`||!t.trim())return G(`Note id is empty.`,`note_id_empty`);try{let i=await o(),a=i.findIndex(e=>e.id===t.trim());if(a===-1)return G(`No note with id "${t}".`,`note_not_found`,`Use an id from the Open Notes block.`);if(i[a].status===`closed`)return G(`Note "${t}" is already closed.`,`note_already_closed`);let s={...i[a],status:`closed`,closedAt:n()};typeof r==`string`&&r.trim()&&(s.closedReason=r.trim());let c=i.slice();return c[a]=s,await e.save(c),{ok:!0}}catch(e){return s(e)}})}}function Ib(e){if(!Array.isArray(e))return[];let t=[];return e.forEach((e,n)=>{typeof e==`string`?t.push({id:`n_legacy_${n}`,text:e,status:`open`,createdAt:0}):e&&typeof e==`object`&&typeof e.id==`string`&&typeof e.text==`string`&&t.push({...e,status:e.status===`closed`?`closed`:`open`})}),t}var Lb=W({text:U().describe(`The thread, in one or two sentences.`),trigger:U().optional().describe(`Optional: when it should be picked up.`)}),Rb=W({id:U().describe(`The note id from the Open Notes block.`),reason:U().optional().describe(`Optional: why it is closed.`)});function zb(e){return Cv({name:`note_open`,description:`Open a note: a plot thread, promise or foreshadowing to pay off in a later turn. Returns its id. Opening is costly (every agent reads open notes each turn): open only for a real commitment in the story.`,parameters:Lb,execute:t=>e.open(t)})}function Bb(e){return Cv({name:`note_close`,description:`Close an open note once the reply has paid it off (or it no longer applies). Closing is safe.`,parameters:Rb,execute:t=>e.close(t)})}function Vb(...e){return e.map(e=>(e??``).trim()).filter(Boolean).join(`

`)}function Hb(e){let t=[],n=Vb(...e.system);return n&&t.push({role:`system`,content:n}),e.story&&t.push(...e.story),t.push({role:`user`,content:Vb(...e.volatile)||`(no further input)`}),t}var Ub=class{prefix;#e=[];#t=/* @__PURE__ */ new Map;onChange;constructor(e=``){this.prefix=e}get sections(){return this.#e}has(e){return this.#t.has(e)}ensure(e,t){let n=this.#t.get(e);return n?t!==void 0&&n.status!==t&&(n.status=t,this.onChange?.()):(n={id:e,status:t,body:``},this.#e.push(n),this.#t.set(e,n),this.onChange?.()),n}append(e,t){t&&(this.ensure(e).body+=t,this.onChange?.())}truncate(e,t){let n=this.#t.get(e);!n||n.body.length<=t||(n.body=n.body.slice(0,t),this.onChange?.())}setStatus(e,t){let n=this.ensure(e);n.status!==t&&(n.status=t,this.onChange?.())}render(){let e=this.#e.map(e=>{let t=`### [${e.id}]${e.status?` (${e.status})`:``}`,n=e.body.replace(/\s+$/,``);return n?`${t}\n${n}`:t});return this.prefix.trim()&&e.unshift(this.prefix.replace(/\s+$/,``)),e.join(`

`)}},Wb=e=>queueMicrotask(e);function Gb(e,t,n=Wb){let r=!1,i=!1,a=0,o,s=()=>{if(!r||i)return;r=!1;let n=e.render();n!==o&&(o=n,a++,t(n))};return e.onChange=()=>{r||i||(r=!0,n(s))},{flush:s,close(){i=!0,e.onChange=void 0},get writes(){return a}}}function Kb(e,t){let n;return r=>{if(r.type===`request`){let i=t(r);n={id:i,length:e.has(i)?e.ensure(i).body.length:0}}else r.type===`text-delta`?e.append(t(r),r.text):(r.type===`request-retry`||r.type===`stream-retry`)&&n&&e.truncate(n.id,n.length)}}function qb(e){return!!e.error?.retryable&&(e.content!==``||e.reasoning!==``||e.toolCalls.length>0)}function Jb(e){let t=[];for(let n of e.split(/\r?\n/))if(n.trim())try{t.push(new RegExp(n.trim()))}catch{}return t}function Yb(e){let t=Jb(e?.bookPattern??``),n=Jb(e?.entryPattern??``);if(t.length===0&&n.length===0)return;let r=(e,t)=>e.some(e=>e.test(t));return{book:e=>r(t,e),entry:e=>r(n,e.name??``)||(e.keys??[]).some(e=>r(n,e))}}function Xb(e,t){let n=Yb(t);return n?{async books(){return(await e.books()).filter(e=>!n.book(e.name)).map(e=>({...e,entries:e.entries.filter(e=>!n.entry(e))}))},...e.activated?{activated:()=>e.activated()}:{}}:e}function Zb(e,t){let n=Yb(t);return!n||e.lore.length===0?e:{...e,lore:e.lore.filter(e=>!n.book(e.book)&&!n.entry(e))}}function Qb(e,t,n){let r=e.length,i=e=>e<0?r+e:e,a=Math.max(0,Math.min(r-1,i(t))),o=Math.max(0,Math.min(r-1,i(n)));if(i(n)<i(t))return G(`end (${n}) is before start (${t}).`,`chat_range_invalid`,`Give start ≤ end; negative numbers count from the last message (-1).`);if(o-a+1>50)return G(`The range covers ${o-a+1} messages; at most 50 per call.`,`chat_range_too_large`,`Read the chat in smaller windows.`);for(;a>0&&e[a].role!==`user`&&o-a+1<50;)a--;for(;o<r-1&&e[o].role!==`assistant`&&o-a+1<50;)o++;return{start:a,end:o}}var $b=W({start:Av(),end:Av()});function ex(e){return Cv({name:`chat_read_range`,description:`Read chat messages from start to end (inclusive; negative numbers count from the end, -1 = last). The window widens to whole user/assistant exchanges; at most 50 messages.`,parameters:$b,readOnly:!0,execute:async t=>{let n=await e.messages();if(n.length===0)return{ok:!0,messages:[]};let r=Qb(n,t.start,t.end);return`ok`in r?r:{ok:!0,messages:n.slice(r.start,r.end+1).map(e=>({floor:e.floor,role:e.role,...e.name?{name:e.name}:{},content:e.content}))}}})}var tx=W({pattern:U().describe(`Regular expression source.`),flags:U().optional().describe(`Regex flags such as "i".`)});function nx(e){return Cv({name:`chat_search`,description:`Search the chat line by line with a JavaScript regular expression. Returns lines as "floor_<N> [<role>]:<lineno>: <line>".`,parameters:tx,readOnly:!0,execute:async t=>{let n=Ey(t.pattern,t.flags);if(!(n instanceof RegExp))return n;let r=[],i=0;for(let t of await e.messages())i+=Dy(t.content,n,e=>r.push(`floor_${t.floor} [${t.role}]:${e.line}: ${e.text}`),200-r.length);return{ok:!0,output:r.join(`
`),matchCount:i,truncated:i>r.length}}})}var rx=200;async function ix(e){let t=(await e.books()).map(e=>({...e,entries:e.entries.filter(e=>e.enabled!==!1)})),n=await e.activated?.()??/* @__PURE__ */ new Set;return{books:t,dormant:(e,t)=>!n.has(`${e.name}.${t.uid}`)}}function ax(e){let t=/^\s*(\d*)\s*(?:(~|\.\.|-|:)\s*(\d*))?\s*$/.exec(e);if(!(!t||t[1]===``&&(t[3]??``)===``))return t[2]?{from:t[1]===``?0:Number(t[1]),to:t[3]===``?1/0:Number(t[3])}:{from:Number(t[1]),to:Number(t[1])}}function ox(e){return e.map(e=>`[${e.scope??`unknown`}] ${e.name} (${e.entries.length} ${e.entries.length===1?`entry`:`entries`})`).join(`
`)}var sx=W({}),cx=W({book_name:U().optional(),range:U().optional().describe(`uid window: "42", "0~100", "50~", "~100".`)}),lx=W({pattern:U(),flags:U().optional(),book:U().optional().describe(`Only this book.`)}),ux=W({entry_key:U().optional(),uid:Av().optional(),book:U().optional()});function dx(e){return Cv({name:`world_book_list`,description:`List the lorebooks in play for this chat as "[scope] <book> (<n> entries)".`,parameters:sx,readOnly:!0,execute:async()=>({ok:!0,output:ox((await ix(e)).books)})})}function fx(e){return Cv({name:`lorebook_list`,description:`Without book_name: list the lorebooks in play as "[scope] <book> (<n> entries)". With book_name: list its entries not already in the prompt as "[<book>] uid=<n> name=<title> key=<k1|k2>", optionally within a uid range like "0~100".`,parameters:cx,readOnly:!0,execute:async t=>{let{books:n,dormant:r}=await ix(e);if(!t.book_name)return{ok:!0,output:ox(n)};let i=n.find(e=>e.name===t.book_name);if(!i)return G(`No lorebook named "${t.book_name}".`,`lorebook_not_found`,`Books: ${n.map(e=>e.name).join(`, `)||`none`}.`);let a={from:0,to:1/0};if(t.range?.trim()){let e=ax(t.range);if(!e)return G(`range "${t.range}" is not a uid window.`,`lorebook_range_invalid`,`Use "42", "0~100", "50~" or "~100".`);a=e}let o=i.entries.filter(e=>r(i,e)&&e.uid>=a.from&&e.uid<=a.to);return{ok:!0,output:o.slice(0,rx).map(e=>`[${i.name}] uid=${e.uid} name=${e.name??``} key=${e.keys.join(`|`)}`).join(`
`),count:o.length,truncated:o.length>rx}}})}function px(e){return Cv({name:`lorebook_search`,description:`Search the content of lorebook entries not already in the prompt, line by line with a JavaScript regular expression. Returns "[<book>] <keys or uid:N>:<lineno>: <line>".`,parameters:lx,readOnly:!0,execute:async t=>{let n=Ey(t.pattern,t.flags);if(!(n instanceof RegExp))return n;let{books:r,dormant:i}=await ix(e),a=[],o=0;for(let e of r)if(!(t.book&&e.name!==t.book))for(let t of e.entries){if(!i(e,t))continue;let r=t.keys.length?t.keys.join(`|`):`uid:${t.uid}`;o+=Dy(t.content,n,t=>a.push(`[${e.name}] ${r}:${t.line}: ${t.text}`),200-a.length)}return{ok:!0,output:a.join(`
`),matchCount:o,truncated:o>a.length}}})}function mx(e){return Cv({name:`lorebook_get`,description:`Read one lorebook entry in full, by exactly one of entry_key (an exact, case-sensitive key) or uid; book narrows the lookup.`,parameters:ux,readOnly:!0,execute:async t=>{let n=t.entry_key?t.entry_key:void 0,r=t.uid;if(n!==void 0&&r!==void 0)return G(`Give entry_key or uid, not both.`,`lorebook_addressing_ambiguous`);if(n===void 0&&r===void 0)return G(`Give entry_key or uid.`,`lorebook_addressing_missing`);let{books:i}=await ix(e),a=[];for(let e of i)if(!(t.book&&e.name!==t.book))for(let t of e.entries)(n===void 0?t.uid===r:t.keys.includes(n))&&a.push({book:e.name,entry:t});if(a.length===0)return G(`No such lorebook entry.`,`lorebook_not_found`,`Find entries with lorebook_list or lorebook_search.`);if(a.length>1)return G(`${a.length} entries match: ${a.map(e=>`${e.book} uid=${e.entry.uid}`).join(`, `)}.`,`lorebook_addressing_ambiguous`,`Add book, or address by uid.`);let{book:o,entry:s}=a[0];return{ok:!0,book:o,uid:s.uid,name:s.name??``,keys:s.keys,content:s.content}}})}function hx(e){let t=[];e.chat&&t.push(ex(e.chat),nx(e.chat)),e.lorebook&&t.push(dx(e.lorebook),fx(e.lorebook),px(e.lorebook),mx(e.lorebook)),e.notes&&t.push(zb(e.notes),Bb(e.notes));for(let n of e.extra??[])t.push(n);return new Map(t.map(e=>[e.name,e]))}function gx(e,t){let n=[];for(let[r,i]of e)t.has(r)&&n.push(i);return n}function _x(e,t){let n={};e!==void 0&&e>0&&(n.maxTokens=e);let r=t?.request;if(!r)return n;let{extraBody:i,...a}=r;return Object.assign(n,Object.fromEntries(Object.entries(a).filter(([,e])=>e!==void 0))),i&&Object.keys(i).length&&(n.extraBody={...i}),n}function vx(e,t){let n=(t?.before??[]).map(e=>e.trim()).filter(Boolean),r=(t?.after??[]).map(e=>e.trim()).filter(Boolean);if(n.length===0&&r.length===0)return e.slice();let i=e.slice();return n.length&&i.unshift({role:`system`,content:n.join(`

`)}),r.length&&i.push({role:`system`,content:r.join(`

`)}),i}function yx(e){let{hosts:t}=e,n=t.now??(()=>globalThis.performance.now()),r=t.trace??Ky({mode:e.mode,now:t.now}),{controller:i,dispose:a}=nb(t.signal),o=new Ub(e.foldPrefix??``),s=!1,c=()=>{s||(s=!0,i.abort())},l=()=>!s&&(e.isCurrent&&!e.isCurrent()&&c(),!s),u;if(e.onFold){let n=e.onFold;u=Gb(o,e=>l()&&n(e),t.scheduler)}let d=t.notes?Fb(t.notes,t.notesOptions):void 0,f=Zb(t.story??uy(t.context??[]),e.lorebookFilter),p=hx({chat:t.chat,lorebook:t.lorebook&&Xb(t.lorebook,e.lorebookFilter),notes:d,extra:t.extraTools}),m=t.shouldRetryRequest??qb,h=t=>{try{e.onEvent?.(t)}catch{}},g=e=>{let n=e.promptPresetName??``,r=t.promptPreset?.(n);if(r)return r;let i=t.requestOptionsFor?.(n);return i?{name:n,request:i}:void 0},_=(e,t)=>hy(f,{budget:e.story,closing:t}),v={mode:e.mode,trace:r,fold:o,signal:i.signal,story:f,...d?{notes:d}:{},readers:p,chatChanged:()=>s,now:n,async openNotes(){try{return d?await d.renderOpen():``}catch{return``}},agentTools:e=>[...gx(p,new Set(e.tools)),...e.skills?.tools??[]],presetOf:g,messages:(e,t)=>vx(Hb(t),g(e)),storyFor:_,run:e=>bx(v,e,{hosts:t,shouldRetry:m,emit:h}),note(e,t,n){r.event(e,t,n),h({type:`engine`,agent:e,name:t,...n?{data:n}:{}})},emit:h,stillCurrent:l,lose:c,flushFold:()=>u?.flush(),closeFold:()=>u?.close(),dispose:a};return v}async function bx(e,t,n){let{fold:r,trace:i}=e,a=typeof t.section==`string`,o=typeof t.section==`string`?(e=>()=>e)(t.section):t.section,s=Kb(r,e=>o(e.round,e.attempt));i.label(t.id,t.label),a&&t.running!==!1&&r.ensure(o(1,0),`running`);let c=t.agent,l=c.apiPresetName??``,u=e.presetOf(c);return Eb({id:t.id,client:n.hosts.clientFor(l),model:n.hosts.modelFor?.(l),request:_x(c.maxTokens,u),...u?{preset:u.name}:{},...n.hosts.stallTimeoutMs===void 0?{}:{stallTimeoutMs:n.hosts.stallTimeoutMs},messages:t.messages,tools:t.tools,maxRounds:t.maxRounds,stream:t.stream,noToolCalls:t.noToolCalls,requestRetryMax:t.retryMax,shouldRetryRequest:n.shouldRetry,stopWhen:t.stopWhen,beforeRound:t.beforeRound,signal:t.signal??e.signal,now:e.now,onEvent:c=>{if(c.type!==`request`||e.stillCurrent()){if(i.record(c),n.emit(c),a&&c.type===`request`){let e=o(c.round,c.attempt),t=r.has(e)?r.ensure(e).body:``;t.trim()&&!t.endsWith(`

`)&&r.append(e,t.endsWith(`
`)?`
`:`

`)}if(s(c),c.type===`stream-retry`){let e=o(c.round,c.attempt),t=r.has(e)?r.ensure(e).body:``;r.append(e,`${t&&!t.endsWith(`
`)?`
`:``}(retry ${c.retry-1} in ${Math.round(c.delayMs/1e3)} s: ${c.error.message})\n`)}c.type===`tool-result`&&!c.ok&&xx.has(c.result.code??``)&&(r.append(`limits`,`${r.has(`limits`)?`
`:``}${t.label}: ${c.result.error}`),e.note(t.id,`size-refused`,{tool:c.call.name,code:c.result.code})),t.onEvent?.(c)}}})}var xx=/* @__PURE__ */ new Set([`arguments_too_large`,`draft_too_large`]);function Sx(e,t,n){let{fold:r}=e;if(n.output?.trim()){let e=r.has(t)?r.ensure(t).body:``;e.includes(n.output.trim())||r.append(t,`${Cx(e)}${n.output.trim()}`)}r.setStatus(t,n.error?`error: ${n.error}`:void 0)}function Cx(e){return!e.trim()||e.endsWith(`

`)?``:e.endsWith(`
`)?`
`:`

`}function wx(e){switch(e.status){case`error`:return e.error.message;case`max-rounds`:return`reached its round limit (${e.maxRounds})`;case`natural`:return`answered without the call it had to make`;case`stopped`:return Sy(e.stop);case`aborted`:return`cancelled`}}function Tx(e,t){let n=new Map(t.map(e=>[e.id,e])),r=t.map(e=>`- ${e.id}: ${e.description}`).join(`
`),i=t.map(e=>e.id),a=W({subagentId:(i.length?v_(i):U()).describe(`Which team member.`),task:U().describe(`The brief: what to look at and what to report back.`)});return Cv({name:`dispatch_subagent`,description:`Start a sub-agent from your team with a task brief; returns a handle at once (pair it with await_subagents). Its role is fixed by the profile; it sees the story, your brief and the current draft, never your reasoning or other sub-agents.\nTeam:\n${r}`,parameters:a,execute:t=>{let r=n.get(t.subagentId);return{ok:!0,handle:e.dispatch({subagentId:t.subagentId,task:t.task,payload:r,refuse:r?void 0:`unknown sub-agent id: ${t.subagentId}`}).handle}}})}var Ex=W({systemPrompt:U().trim().describe(`The sub-agent's complete role.`),task:U(),apiPresetName:U().trim().optional().describe(`Optional connection name; empty = default.`),promptPresetName:U().trim().optional().describe(`Optional prompt preset name; empty = default.`)});function Dx(e,t){return Cv({name:`dispatch_inline_subagent`,description:`Start a one-off sub-agent whose whole role is the systemPrompt you write; returns a handle at once. It sees the story, its prompt, your task and the current draft, and has the profile's tools; it never sees your reasoning or other sub-agents. Use it for roles your team lacks.`,parameters:Ex,execute:n=>({ok:!0,handle:e.dispatch({subagentId:`inline`,inline:!0,task:n.task,refuse:n.systemPrompt?void 0:`dispatch_inline_subagent requires a non-empty systemPrompt`,payload:t({systemPrompt:n.systemPrompt,apiPresetName:n.apiPresetName??``,promptPresetName:n.promptPresetName??``})}).handle})})}var Ox=W({handles:c_(U()).describe(`Handles from dispatch calls.`)});function kx(e){return Cv({name:`await_subagents`,description:`Wait until the listed sub-agents finish and read their reports, in the order given. Each result has output, or error (failed, cancelled, unknown handle).`,parameters:Ox,execute:async t=>t.handles.length===0?G(`handles must be a non-empty array of handle strings.`,`invalid_arguments`,`Pass the handles returned by dispatch_subagent, e.g. ["subagent-0"].`):{ok:!0,results:await e.wait(t.handles)}})}var Ax=W({handle:U()});function jx(e){return Cv({name:`cancel_subagent`,description:`Stop a running or queued sub-agent; awaiting it then reports error "cancelled".`,parameters:Ax,execute:t=>{let n=e.cancel(t.handle);return n===`unknown`?G(`Unknown handle "${t.handle}".`,`unknown_handle`):n===`already-done`?{ok:!0,alreadyDone:!0}:{ok:!0}}})}function Mx(e,t){return Cv({name:`finalize`,description:`Commit the reply as it stands in the draft and end the turn. The only clean way to finish.`,parameters:W({}),execute:()=>e().trim()?(t(),{ok:!0}):G(`The draft is empty; there is nothing to commit.`,`draft_empty`,`Write the reply with write_message first.`)})}var Nx={maxRounds:20,subAgentMaxRounds:16,maxConcurrentSubagents:4,maxTotalSubagentRuns:16,toolCallRetryMax:2},Px=`You replied without calling a tool. Work only through tools: write the reply with write_message, dispatch or await sub-agents, and call finalize when the reply is done.`,Fx=`This turn continues an existing reply: the draft already holds its original text (read it with get_draft). Add to it; the original text cannot be changed.`,Ix=`Write this turn's reply to the latest message of the story, working through your tools, and finish with finalize.`,Lx=`You are an orchestration agent working behind a role-play. <story_context> is read-only background: do not continue the role-play and do not speak as a character. Your identity is in <orchestration_role> and your assignment in <task>. Your reply is a report to the director who dispatched you. Use your tools if you need them; finish by replying without calling a tool.`,Rx=`The story above is reference material. You are not a character in it.`;function zx(e){return{system:[e.systemPrompt,e.catalog],volatile:[e.openNotes,e.isContinue?Fx:``,Ix]}}function Bx(e){return{system:[Lx,`<orchestration_role>\n${[e.systemPrompt.trim(),e.catalog].filter(Boolean).join(`

`)}\n</orchestration_role>`],volatile:[`<task>\n${e.task}\n</task>`,e.draft.trim()?`<current_draft note="snapshot at dispatch; call get_draft to re-read">\n${e.draft}\n</current_draft>`:``,e.openNotes]}}function Vx(e,t,n,r){return n===`completed`?`[Runtime] sub-agent ${e} (${t}) completed (output: ${r.length} chars). Call await_subagents(["${e}"]) to read it.`:`[Runtime] sub-agent ${e} (${t}) ${n}: ${r}`}function Hx(e){let t=0,n=[],r=()=>{let e=!1;return()=>{if(e)return;e=!0,t--;let r=n.shift();r&&r.grant()}};return{acquire(i){return i?.aborted?Promise.reject(Ux()):t<e?(t++,Promise.resolve(r())):new Promise((e,a)=>{let o={grant:()=>{i?.removeEventListener(`abort`,o.cancel),t++,e(r())},cancel:()=>{let e=n.indexOf(o);e!==-1&&n.splice(e,1),a(Ux())}};i?.addEventListener(`abort`,o.cancel,{once:!0}),n.push(o)})},get active(){return t},get waiting(){return n.length}}}function Ux(){let e=/* @__PURE__ */ Error(`aborted`);return e.name=`AbortError`,e}function Wx(e){let t=Hx(Math.max(1,e.maxConcurrent)),n=[],r=/* @__PURE__ */ new Map,i=0,a=0,o=(t,n)=>{t.status=n.status,n.status===`completed`?t.output=n.output:t.error=n.error,e.onStatus?.(t)},s=n=>{let{controller:r,dispose:i}=nb(e.signal),a=r.signal;return{done:(async()=>{let r;try{r=await t.acquire(a)}catch{o(n,{status:`cancelled`,error:`cancelled`}),i();return}try{n.status=`running`,e.onStatus?.(n);let t=await e.run(n,a);a.aborted?o(n,{status:`cancelled`,error:`cancelled`}):`output`in t?o(n,{status:`completed`,output:t.output}):o(n,{status:`failed`,error:t.error})}catch(e){o(n,a.aborted?{status:`cancelled`,error:`cancelled`}:{status:`failed`,error:e instanceof Error?e.message:String(e)})}finally{r?.(),i()}})(),controller:r}};return{dispatch(t){let c={handle:`subagent-${i++}`,subagentId:t.subagentId,inline:!!t.inline,task:t.task,status:`queued`,retrieved:!1,notified:!1,payload:t.payload};n.push(c);let l=t.refuse;return!l&&e.signal?.aborted&&(l=`cancelled`),!l&&a>=e.maxTotal&&(l=`sub-agent budget exhausted (maxTotalSubagentRuns=${e.maxTotal})`),l?(o(c,{status:`failed`,error:l}),r.set(c.handle,{rec:c,done:Promise.resolve()}),c):(a++,e.onStatus?.(c),r.set(c.handle,{rec:c,...s(c)}),c)},async wait(e){return await Promise.all(e.map(e=>r.get(e)?.done)),e.map(e=>{let t=r.get(e);if(!t)return{handle:e,error:`unknown handle`};let n=t.rec;return n.retrieved=!0,n.status===`completed`?{handle:e,subagentId:n.subagentId,status:n.status,output:n.output??``}:{handle:e,subagentId:n.subagentId,status:n.status,error:n.error??n.status}})},cancel(e){let t=r.get(e);return t?t.rec.status!==`queued`&&t.rec.status!==`running`?`already-done`:(t.controller?.abort(),`cancelled`):`unknown`},drainSettled(){let e=[];for(let t of n)t.notified||t.status===`queued`||t.status===`running`||(t.notified=!0,t.retrieved||e.push(t));return e},async shutdown(){for(let e of r.values())(e.rec.status===`queued`||e.rec.status===`running`)&&e.controller?.abort();await Promise.all([...r.values()].map(e=>e.done))},records:()=>n,get accepted(){return a}}}var Gx=e=>`${e.handle}: ${e.subagentId}`,Kx=(e,t)=>t?`main-${e}-r${t}`:`main-${e}`;async function qx(e){let{config:t,slot:n}=e;if(!Xy(e.generationType))throw TypeError(`runDirectorTurn: generationType "${String(e.generationType)}" is not taken over by director (allowed: ${Jy.join(`, `)}).`);let r={...Nx,...t.limits},i=e.trace??Ky({mode:`director`,now:e.now}),a=t=>{try{e.onEvent?.(t)}catch{}},o=()=>{},s=Qy(n,()=>o()),c=yx({mode:`director`,hosts:{...e,trace:i},lorebookFilter:t.lorebookFilter,foldPrefix:n.initialReasoning,onFold:e=>s.setReasoning(e),isCurrent:()=>n.isCurrent(),onEvent:a});o=()=>c.lose();let l=c.fold,u=e.generationType===`continue`,d=new wy(u?n.initialText:``,{preservedPrefix:u?n.initialText:``,onChange:e=>{s.setText(e),a({type:`draft`,text:e})}}),f=zy(d),p=e=>{let t=new Set(e.tools),n=[];return t.has(`write_message`)&&n.push(f.write_message),t.has(`apply_message_patches`)&&n.push(f.apply_message_patches),n.push(f.get_draft,f.draft_search),{message:n,rest:c.agentTools(e)}},m=Wx({maxConcurrent:r.maxConcurrentSubagents,maxTotal:r.maxTotalSubagentRuns,signal:c.signal,run:async(e,n)=>{let i=e.payload,a=i.maxRounds??r.subAgentMaxRounds,o=p(i),s=Bx({systemPrompt:i.systemPrompt,catalog:i.skills?.catalog??``,openNotes:await c.openNotes(),draft:d.text,task:e.task}),l=await c.run({id:e.handle,label:e.subagentId,agent:i,section:Gx(e),running:!1,messages:c.messages(i,{...s,story:c.storyFor(i,Rx)}),tools:[...o.message,...o.rest],maxRounds:a,stream:t.useStreaming,retryMax:r.toolCallRetryMax,noToolCalls:{kind:`finish`},signal:n});switch(l.status){case`natural`:case`stopped`:return{output:l.text};case`max-rounds`:return{error:`did not converge within ${a} rounds`};case`aborted`:return{error:`cancelled`};case`error`:return{error:l.error.message}}},onStatus:e=>{let t=e.status===`completed`?void 0:e.status===`failed`||e.status===`cancelled`?`error: ${e.error??e.status}`:e.status;l.ensure(Gx(e)),l.setStatus(Gx(e),t),e.status===`queued`&&i.label(e.handle,e.subagentId),i.event(e.handle,`subagent-${e.status}`,{subagentId:e.subagentId,...e.status===`queued`?{task:e.task}:{},...e.error?{error:e.error}:{}}),a({type:`subagent`,record:{...e}})}}),h=/* @__PURE__ */ new Set([...Ay,`dispatch_subagent`,`dispatch_inline_subagent`,`finalize`]),g=e=>{let t=e.tools.filter(e=>!h.has(e));return t.length===0||t.some(e=>c.readers.has(e))},_=t.subAgents.filter(g);_.length<t.subAgents.length&&c.note(`main`,`team-unavailable`,{subagents:t.subAgents.filter(e=>!g(e)).map(e=>e.id)});let v=t.mainAgent,y=new Set(v.tools),b=!1,x=[],S=_.length>0&&y.has(`dispatch_subagent`),C=y.has(`dispatch_inline_subagent`);S&&x.push(Tx(m,_)),C&&x.push(Dx(m,e=>({...t.inline,id:`inline`,description:``,systemPrompt:e.systemPrompt,apiPresetName:e.apiPresetName||t.inline.apiPresetName,promptPresetName:e.promptPresetName||t.inline.promptPresetName}))),(S||C)&&x.push(kx(m),jx(m));let w=p(v);x.push(...w.message,Mx(()=>d.text,()=>b=!0),...w.rest);let T,E;if(!c.stillCurrent())T=`chat-changed`;else{let e=zx({systemPrompt:v.systemPrompt,catalog:v.skills?.catalog??``,openNotes:await c.openNotes(),isContinue:u}),n=await c.run({id:`main`,label:`main`,agent:v,section:(e,t)=>Kx(e,t),messages:c.messages(v,{...e,story:c.storyFor(v)}),tools:x,maxRounds:r.maxRounds,stream:t.useStreaming,retryMax:r.toolCallRetryMax,noToolCalls:{kind:`retry`,max:r.toolCallRetryMax,nudge:Px,exhausted:`fail`},stopWhen:[vy(`finalize`)],beforeRound:()=>{let e=m.drainSettled();if(e.length!==0)return[{role:`user`,content:e.map(e=>Vx(e.handle,e.subagentId,e.status,e.status===`completed`?e.output??``:e.error??``)).join(`
`)}]},onEvent:e=>{e.type===`no-tool-call`&&l.has(Kx(e.round,e.attempt))&&l.setStatus(Kx(e.round,e.attempt),`no tool call`)}});c.chatChanged()?T=`chat-changed`:n.status===`stopped`&&b?T=`finalized`:n.status===`max-rounds`?T=`max-rounds`:n.status===`aborted`?T=`aborted`:(T=`error`,E=n.status===`error`?n.error.message:`The main agent ended unexpectedly (${wx(n)}).`)}await m.shutdown(),d.settle();let D=`none`;c.chatChanged()&&(T=`chat-changed`),T===`aborted`&&l.ensure(`aborted`),T===`error`&&l.append(`error`,E??`error`);try{T===`chat-changed`?s.close():T===`aborted`&&t.discardOnAbort||(T===`error`||T===`aborted`)&&d.text===n.initialText?(c.closeFold(),await s.discard()&&(D=`discarded`)):(c.flushFold(),await s.commit()&&(D=`committed`))}catch(e){let t=e instanceof Error?e.message:String(e);E=E?`${E}; then saving failed: ${t}`:`Saving the reply failed: ${t}`,T!==`aborted`&&(T=`error`)}finally{c.closeFold(),s.close(),c.dispose()}return(s.lost||c.chatChanged())&&(T=`chat-changed`,D=`none`),i.finish(T),i.event(`main`,`turn-end`,{outcome:T,settled:D,...E?{error:E}:{}}),{outcome:T,settled:D,text:d.text,reasoning:l.render(),...E?{error:E}:{},usage:i.usage(),trace:i,subagents:m.records().map(e=>({...e,payload:void 0}))}}function Jx(e){if(typeof e!=`object`||!e)return JSON.stringify(e)??`null`;if(Array.isArray(e))return`[${e.map(Jx).join(`,`)}]`;let t=e;return`{${Object.keys(t).filter(e=>t[e]!==void 0).sort().map(e=>`${JSON.stringify(e)}:${Jx(t[e])}`).join(`,`)}}`}function Yx(e){let t=3735928559,n=1103547991;for(let r=0;r<e.length;r++){let i=e.charCodeAt(r);t=Math.imul(t^i,2654435761),n=Math.imul(n^i,1597334677)}return t=Math.imul(t^t>>>16,2246822507)^Math.imul(n^n>>>13,3266489909),n=Math.imul(n^n>>>16,2246822507)^Math.imul(t^t>>>13,3266489909),(4294967296*(2097151&n)+(t>>>0)).toString(16).padStart(14,`0`)}function Xx(e){return Yx(Jx(e))}var Zx=/* @__PURE__ */ new WeakMap;function Qx(e){if(typeof e!=`object`||!e)return Xx(e);let t=Zx.get(e);return t===void 0&&(t=Yx(JSON.stringify(e)??``),Zx.set(e,t)),t}function $x(e){return{index:e.index,hash:Yx(e.text)}}function eS(e){return{chatId:e.chatId,anchor:$x(e.lastUser),mode:e.mode,profileHash:Xx(e.profile)}}function tS(e,t){return e.chatId===t.chatId&&e.anchor.index===t.anchor.index&&e.anchor.hash===t.anchor.hash&&e.mode===t.mode&&e.profileHash===t.profileHash}function nS(e={}){let t=Math.max(1,e.maxChats??32),n=/* @__PURE__ */ new Map,r=(e,t)=>{n.delete(e),n.set(e,t)};return{get(e){let t=n.get(e.chatId);if(t&&tS(t.key,e))return r(e.chatId,t),t},latest:e=>n.get(e),set(e){for(r(e.key.chatId,e);n.size>t;)n.delete(n.keys().next().value)},invalidate:e=>void n.delete(e),clear:()=>n.clear(),get size(){return n.size}}}function rS(e,t={}){let n=e.tools,r=t.skills??[],i=e.planner;return{planner:{systemPrompt:i.systemPrompt,userPromptTemplate:i.userPromptTemplate,...pv(i,e),tools:[],skills:sy({mode:e.skills,agent:i.skills},r),maxTokens:i.maxTokens},workers:e.workers.map(i=>({id:i.id,description:i.description,systemPrompt:i.systemPrompt,userPromptTemplate:i.userPromptTemplate,...pv(i,e),tools:fv(sv(n,i.tools),t.extraToolNames),skills:sy({mode:e.skills,agent:i.skills},r),maxTokens:i.maxTokens})),finalWorkerId:e.finalWorkerId,plannerMaxRounds:e.plannerMaxRounds,maxConcurrentWorkers:e.maxConcurrentWorkers,maxTotalRuns:e.maxTotalRuns,workerMaxRounds:e.workerMaxRounds,toolCallRetryMax:e.toolCallRetryMax,maxRecentMessages:e.maxRecentMessages,includeWorldInfo:e.includeWorldInfo,useStreaming:e.useStreaming}}var iS=`You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.`;function aS(e){let t=e.background?.trim();return{system:[iS,e.systemPrompt,e.catalog],story:t?[{role:`system`,content:`<story_background>\n${t}\n</story_background>`}]:void 0,volatile:[e.user,e.openNotes]}}function oS(e,t,n,r){return`## contract\n${t}${r?` You may call your other tools first (at most ${n} rounds in all);`:``} finish by calling ${e}. Reply through the function call only.`}function sS(e){return Cv({name:e.name,description:e.description,parameters:W({[e.field]:U().trim().describe(e.fieldDescription)}),execute:t=>{let n=String(t[e.field]??``);return n?(e.onOutput(n),{ok:!0}):G(`${e.field} is empty.`,`empty_output`,`Call ${e.name} again with the full text in "${e.field}".`)}})}var cS=e=>sS({name:`finalize`,description:`Hand in the guidance for the next reply and end your work. The only way to finish.`,field:`capsule_text`,fieldDescription:`The complete guidance the writer of the next reply will read.`,onOutput:e}),lS=e=>sS({name:`final_guidance`,description:`Hand in the final guidance the writer of the next reply will read. This ends your work.`,field:`text`,fieldDescription:`The complete guidance text.`,onOutput:e}),uS=e=>sS({name:`submit_result`,description:`Hand in your report to the planner. This ends your work.`,field:`text`,fieldDescription:`Your complete report.`,onOutput:e}),dS=()=>c_(U().trim()).optional(),fS=W({summary:U().trim().describe(`Your result in a few lines.`),directives:dS().describe(`Concrete instructions for the reply, one per item.`),risks:dS().describe(`Pitfalls the reply must avoid, one per item.`)});function pS(e){return Cv({name:`node_output`,description:`Hand in your result for the later nodes of the workflow. This ends your work.`,parameters:fS,execute:t=>{let n=(t.directives??[]).filter(Boolean),r=(t.risks??[]).filter(Boolean);if(!t.summary&&n.length===0&&r.length===0)return G(`summary is empty.`,`empty_output`,`Call node_output again with your result in "summary".`);let i=[t.summary];return n.length&&i.push(`Directives:\n${n.map(e=>`- ${e}`).join(`
`)}`),r.length&&i.push(`Risks:\n${r.map(e=>`- ${e}`).join(`
`)}`),e(i.filter(Boolean).join(`

`)),{ok:!0}}})}var mS=/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;function hS(e,t){return e.replace(mS,(e,n)=>Object.prototype.hasOwnProperty.call(t,n)?t[n]:e)}function gS(e){let t=[];for(let n of e.matchAll(mS))t.includes(n[1])||t.push(n[1]);return t}function _S(e){let t=e.filter(e=>e.text.trim()).map(e=>`### ${e.id}\n${e.text.trim()}`);return t.length?t.join(`

`):`(none)`}var vS=[`todo`,`doing`,`done`,`blocked`,`dropped`],yS={id:`main`,goal:`Prepare the best guidance for the next reply.`,status:`todo`},bS=class{todos=[{...yS}];get(e){return this.todos.find(t=>t.id===e)}ensure(e,t){let n=this.get(e);return n||(n={id:e,goal:t,status:`todo`},this.todos.push(n)),n}apply(e){let t=[];return e.forEach((e,n)=>{let r=e??{},i=typeof r.todo_id==`string`?r.todo_id.trim():``,a=typeof r.goal==`string`?r.goal.trim():``;if(!i)return void t.push(`todo_ops[${n}]: todo_id is missing.`);switch(r.op){case`add`:{if(!a)return void t.push(`todo_ops[${n}]: add needs a goal.`);let e=this.get(i);e?e.goal=a:this.todos.push({id:i,goal:a,status:`todo`});return}case`set_status`:{let e=this.get(i);if(!e)return void t.push(`todo_ops[${n}]: no todo "${i}".`);if(!vS.includes(r.status))return void t.push(`todo_ops[${n}]: status must be one of ${vS.join(`, `)}.`);e.status=r.status,a&&(e.goal=a);return}case`drop`:{let e=this.get(i);if(!e)return void t.push(`todo_ops[${n}]: no todo "${i}".`);e.status=`dropped`;return}default:t.push(`todo_ops[${n}]: op must be add, set_status or drop.`)}}),t}render(){return this.todos.map(e=>`- [${e.status}] ${e.id}: ${e.goal}`).join(`
`)}};function xS(e){let t=u_({}).meta({type:`object`,properties:{op:{type:`string`,enum:[`add`,`set_status`,`drop`]},todo_id:{type:`string`},goal:{type:`string`},status:{type:`string`,enum:[...vS]}},required:[`op`,`todo_id`]}),n=u_({}).meta({type:`object`,properties:{worker:{type:`string`,...e.length?{enum:[...e]}:{},description:`A worker id from available_workers.`},todo_id:{type:`string`,description:`The todo this run works on (created if new).`},task_brief:{type:`string`,description:`Exactly what the worker must do and report.`},input_run_ids:{type:`array`,items:{type:`string`},description:`Earlier runs whose reports the worker needs.`}},required:[`worker`,`task_brief`]});return W({todo_ops:c_(t).optional(),dispatches:c_(n).optional(),finalize:U().trim().optional().describe(`Why the reports are sufficient; ends planning.`)})}var SS=e=>typeof e==`string`?e.trim():``;function CS(e){let t=0,n=[...e.workers.keys()];return Cv({name:`planner_step`,description:`One planning step: update the todo board, then either dispatch workers (they run in parallel; their reports come back as this call's result) or finalize with the reason the material is sufficient. Never both.`,parameters:xS(n),execute:async r=>{let i=r.dispatches??[],a=r.finalize??``;if(a&&i.length)return G(`A step cannot dispatch workers and finalize at once.`,`dispatch_and_finalize`,`Dispatch now and finalize in a later step, or finalize without dispatches.`);if(!a&&i.length===0)return G(`The step neither dispatches nor finalizes.`,`empty_step`,`Give at least one dispatch, or finalize with your reason.`);let o=e.board.apply(r.todo_ops??[]);if(a)return e.onStep?.({step:t+1,accepted:[],rejected:[],truncated:[],todoErrors:o,finalize:a}),e.onFinalize(a),{ok:!0,finalized:!0,todo_board:e.board.render(),...o.length?{todo_op_errors:o}:{}};let s=new Set(e.runs.filter(e=>e.status===`completed`).map(e=>e.id)),c=[],l=[];if(i.forEach((t,r)=>{let i=t,a=SS(i.worker??i.agent),o=SS(i.task_brief);if(!e.workers.has(a))return void l.push({index:r,worker:a,error:`unknown worker "${a}" (available: ${n.join(`, `)||`none`})`});if(!o)return void l.push({index:r,worker:a,error:`task_brief is empty`});let u=(Array.isArray(i.input_run_ids)?i.input_run_ids:[]).map(SS).filter(e=>s.has(e));c.push({index:r,worker:a,task:o,todoId:SS(i.todo_id)||`main`,inputs:u})}),c.length===0)return G(`No valid dispatch in this step.`,`no_valid_dispatch`,l.map(e=>`dispatches[${e.index}]: ${e.error}`).join(`; `));let u=e.runs.length,d=Math.max(0,Math.min(e.maxConcurrent,e.maxTotal-u)),f=c.slice(0,d),p=c.slice(d).map(t=>({index:t.index,worker:t.worker,reason:d<e.maxConcurrent?`max_total_runs`:`max_concurrent_workers`}));t++;for(let t of f)e.board.ensure(t.todoId,t.task).status=`doing`;let m=f.map(({index:e,...t})=>t);e.onStep?.({step:t,accepted:m,rejected:l,truncated:p,todoErrors:o});let h=await e.execute(m),g=e.runs.length;return{ok:!0,step:t,runs:h.map(e=>({run_id:e.id,worker:e.worker,todo_id:e.todoId,status:e.status,...e.status===`completed`?{output:e.output??``}:{error:e.error??e.status}})),...p.length?{truncated:p.map(t=>({dispatch_index:t.index,worker:t.worker,reason:t.reason===`max_total_runs`?`run budget (maxTotalRuns=${e.maxTotal})`:`concurrency limit (maxConcurrentWorkers=${e.maxConcurrent})`}))}:{},...l.length?{rejected:l.map(e=>({dispatch_index:e.index,error:e.error}))}:{},...o.length?{todo_op_errors:o}:{},todo_board:e.board.render(),budget:{used:g,max:e.maxTotal,remaining:Math.max(0,e.maxTotal-g)},...g>=e.maxTotal?{budget_exhausted:!0,note:`The run budget is used up: planning ends and the final worker writes the guidance.`}:{}}}})}var wS=`You replied without calling planner_step. Call planner_step to dispatch workers or to finalize.`,TS=`You replied without calling submit_result. Hand in your report by calling submit_result({text}) now.`;function ES(e){return`## available_workers
${e.workers.length?e.workers.map(e=>`- ${e.id}: ${e.description||`(no description)`}`).join(`
`):`(none: finalize right away)`}
(The final worker "${e.finalWorkerId}" runs by itself after you finalize; it receives every report.)

## runtime_limits
planner steps: ${e.plannerMaxRounds}
workers at once: ${e.maxConcurrentWorkers} (dispatches beyond it are cut from the step)
worker runs in total: ${e.maxTotalRuns} (reaching it ends planning)

## todo_board
${e.board}

## planner_contract
Work only through planner_step. Each step: optional todo_ops, then either dispatches (workers run in parallel; pass input_run_ids so a worker receives earlier reports) or finalize with the reason the reports are sufficient. Reply through the function call only.`}var DS=e=>`Write the final guidance for the next reply from the reports below. Planning ended: ${e}`,OS=e=>`planner-${e}`,kS=e=>`${e.id}: ${e.worker}`;async function AS(e,t){let n=e.workers.find(t=>t.id===e.finalWorkerId);if(!n){let n=`The agenda's final worker "${e.finalWorkerId}" is not among its workers (${e.workers.map(e=>e.id).join(`, `)||`none`}).`;return t.note(`agenda`,`invalid-profile`,{error:n}),{status:`failed`,body:``,error:n,invalid:!0}}let r=e.workers.filter(e=>e.id!==n.id),i=new Map(r.map(e=>[e.id,e])),a=new bS,o=[],s=await t.openNotes(),c=t.view.recentChat(e.maxRecentMessages),l=e.includeWorldInfo?t.view.background:``,u={recent_chat:c,last_user:t.view.lastUserText||`(none)`,previous_orchestration:t.previousCapsule||`(none)`},d=e=>_S(o.filter(t=>e.includes(t.id)&&t.status===`completed`).map(e=>({id:`${e.id} (${e.worker})`,text:e.output??``}))),f=async(n,r,i)=>{let a=``,o=t.agentTools(n),c=o.length?e.workerMaxRounds:1+e.toolCallRetryMax,f=d(r.inputs),p=gS(n.userPromptTemplate),m=[hS(n.userPromptTemplate,{...u,task:r.task,inputs:f})];p.includes(`task`)||m.push(`## task\n${r.task}`),!p.includes(`inputs`)&&r.inputs.length&&m.push(`## input_reports\n${f}`),m.push(oS(`submit_result({text})`,`Do the task and report to the planner.`,c,o.length>0)),t.note(i,`run-start`,{run:r.id,worker:r.worker,todo:r.todoId,inputs:r.inputs});let h=await t.run({id:i,label:n.id,agent:n,section:i,running:!1,messages:t.messages(n,aS({systemPrompt:n.systemPrompt,openNotes:s,catalog:n.skills?.catalog??``,background:l,user:m.join(`

`)})),tools:[uS(e=>a=e),...o],maxRounds:c,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:e.toolCallRetryMax,nudge:TS,exhausted:`fail`},stopWhen:[vy(`submit_result`)]});if(a)Object.assign(r,{status:`completed`,output:a}),Sx(t,i,{output:a});else{let e=h.status===`aborted`?`cancelled`:h.status===`max-rounds`?`did not call submit_result within ${c} round(s)`:wx(h);Object.assign(r,{status:h.status===`aborted`?`cancelled`:`failed`,error:e}),Sx(t,i,{error:e})}return t.note(i,`run-${r.status}`,{run:r.id,worker:r.worker,...r.error?{error:r.error}:{}}),r},p=``,m=!1,h=0,g=1,_=CS({board:a,workers:i,runs:o,maxConcurrent:e.maxConcurrentWorkers,maxTotal:e.maxTotalRuns,execute:async n=>{let r=n.map(e=>{let n={id:`run-${o.length+1}`,worker:e.worker,todoId:e.todoId,task:e.task,inputs:e.inputs,status:`running`};return o.push(n),t.fold.ensure(kS(n),`running`),n}),a=await Promise.all(r.map(e=>f(i.get(e.worker),e,kS(e))));return o.length>=e.maxTotalRuns&&(m=!0),a},onStep:n=>{let r=[];n.finalize&&r.push(`finalize: ${n.finalize}`),n.accepted.forEach((e,t)=>r.push(`dispatch run-${o.length+t+1} → ${e.worker} [${e.todoId}]: ${e.task}`));for(let t of n.truncated)r.push(`cut: ${t.worker} (${t.reason===`max_total_runs`?`maxTotalRuns=${e.maxTotalRuns}`:`maxConcurrentWorkers=${e.maxConcurrentWorkers}`})`);for(let e of n.rejected)r.push(`rejected: dispatches[${e.index}] ${e.error}`);let i=OS(g),a=t.fold.has(i)?t.fold.ensure(i).body:``;t.fold.append(i,`${a.trim()&&!a.endsWith(`
`)?`
`:``}${r.join(`
`)}`),n.finalize||(h=n.step),t.note(`planner`,n.finalize?`planner-finalize`:`planner-step`,{step:n.step,...n.finalize?{reason:n.finalize}:{dispatches:n.accepted.map(e=>({worker:e.worker,todo:e.todoId,inputs:e.inputs}))},...n.truncated.length?{truncated:n.truncated}:{},...n.rejected.length?{rejected:n.rejected}:{}}),n.truncated.length&&t.note(`planner`,`dispatch-truncated`,{step:n.step,truncated:n.truncated,maxConcurrentWorkers:e.maxConcurrentWorkers,maxTotalRuns:e.maxTotalRuns})},onFinalize:e=>p=e}),v=e.planner,y=[hS(v.userPromptTemplate,u),ES({workers:r,finalWorkerId:n.id,plannerMaxRounds:e.plannerMaxRounds,maxConcurrentWorkers:e.maxConcurrentWorkers,maxTotalRuns:e.maxTotalRuns,board:a.render()})].join(`

`),b=await t.run({id:`planner`,label:`planner`,agent:v,section:e=>OS(e),messages:t.messages(v,aS({systemPrompt:v.systemPrompt,openNotes:s,catalog:v.skills?.catalog??``,background:l,user:y})),tools:[_,...t.agentTools(v)],maxRounds:e.plannerMaxRounds*2,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:e.toolCallRetryMax,nudge:wS,exhausted:`fail`},stopWhen:[by(()=>p!==``,`finalized`),by(()=>m,`max_total_runs`),by(()=>h>=e.plannerMaxRounds,`planner_max_rounds`)],onEvent:e=>{e.type===`round-start`&&(g=e.round)}});if(b.status===`aborted`)return{status:`aborted`,body:``,details:{runs:o}};if(b.status===`error`)return{status:`failed`,body:``,error:b.error.message,details:{runs:o}};let x=p?`the planner finalized (${p})`:m?`the run budget is spent (maxTotalRuns=${e.maxTotalRuns})`:`the planner used its ${e.plannerMaxRounds} step(s) without finalizing`,S=p?void 0:m?`max_total_runs`:`planner_max_rounds`;t.note(`planner`,`planning-ended`,{reason:p||S,runs:o.length});let C=await f(n,{id:`final`,worker:n.id,todoId:`main`,task:DS(x),inputs:o.filter(e=>e.status===`completed`).map(e=>e.id),status:`running`},`final: ${n.id}`),w={runs:o,steps:h,...S?{planningLimit:S}:{}};return C.status===`completed`?{status:`completed`,body:C.output??``,...S?{limit:S}:{},details:w}:C.status===`cancelled`||t.signal.aborted?{status:`aborted`,body:``,details:w}:{status:`failed`,body:``,error:`The final worker "${n.id}" failed: ${C.error}`,details:w}}var jS=1e4;function MS(e,t={}){let n=e.loopAgent;return{agent:{systemPrompt:n.systemPrompt,...pv(n,e),tools:fv(e.tools,t.extraToolNames),skills:sy({mode:e.skills,agent:n.skills},t.skills??[]),maxTokens:n.maxTokens,story:cy(n)},maxRounds:e.maxRounds,wallClockBudgetMs:Math.max(jS,e.wallClockBudgetMs),toolCallRetryMax:e.toolCallRetryMax,useStreaming:e.useStreaming}}var NS=`You replied without calling a tool. Keep working through tools, and call finalize({capsule_text}) with the guidance when you have enough. After three replies in a row without a tool call the run ends.`;function PS(e){return{system:[e.systemPrompt,e.catalog],volatile:[`<latest_user_message>\n${e.lastUser||`(none)`}\n</latest_user_message>`,`Prepare the guidance for the next reply to this message. Gather what you need with your tools, then call finalize({capsule_text}). You have at most ${e.maxRounds} rounds.`,e.openNotes]}}var FS=e=>`loop-${e}`;async function IS(e,t){let n=e.agent,r=Math.max(1,Math.trunc(e.maxRounds)),i=Math.max(jS,e.wallClockBudgetMs),a=``,o=[...t.agentTools(n),cS(e=>a=e)],s=await t.run({id:`loop`,label:`loop`,agent:n,section:e=>FS(e),messages:t.messages(n,{...PS({systemPrompt:n.systemPrompt,openNotes:await t.openNotes(),catalog:n.skills?.catalog??``,lastUser:t.view.lastUserText,maxRounds:r}),story:t.storyFor(n)}),tools:o,maxRounds:r,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:2,consumesRound:!0,exhausted:`stop`,nudge:NS},stopWhen:[vy(`finalize`),yy(i)],onEvent:e=>{e.type===`no-tool-call`&&t.fold.has(FS(e.round))&&t.fold.setStatus(FS(e.round),`no tool call`)}});switch(s.status){case`stopped`:return a?{status:`completed`,body:a,details:{rounds:s.rounds}}:LS(s.stop.kind===`no-tool-call-streak`?`no_tool_call_streak`:`wall_clock`,s.lastProse,s.rounds,t);case`max-rounds`:return LS(`max_rounds`,s.lastProse,s.rounds,t);case`aborted`:return{status:`aborted`,body:``};case`error`:return{status:`failed`,body:``,error:s.error.message};case`natural`:return{status:`failed`,body:``,error:`The loop agent ended without finalize.`}}}function LS(e,t,n,r){return r.note(`loop`,`budget-exhausted`,{reason:e,rounds:n,fallback:t.trim()?`last_prose`:`none`}),{status:`exhausted`,body:t.trim(),limit:e,details:{rounds:n}}}function RS(e,t={}){let n=e.node;return{node:{systemPrompt:n.systemPrompt,userPromptTemplate:n.userPromptTemplate,...pv(n,e),tools:[],skills:sy({mode:e.skills,agent:n.skills},t.skills??[]),maxTokens:n.maxTokens},toolCallRetryMax:e.toolCallRetryMax,maxRecentMessages:e.maxRecentMessages,includeWorldInfo:e.includeWorldInfo,useStreaming:e.useStreaming}}var zS=`You replied without calling final_guidance. Call final_guidance({text}) with the complete guidance now.`,BS=`single`;async function VS(e,t){let n=e.node,r=n.skills?.tools??[],i=r.length?4:1,a=``,o={recent_chat:t.view.recentChat(e.maxRecentMessages),last_user:t.view.lastUserText||`(none)`,previous_orchestration:t.previousCapsule||`(none)`},s=[hS(n.userPromptTemplate,o),oS(`final_guidance({text})`,`Write the guidance for the next reply.`,i,r.length>0)].join(`

`),c=await t.run({id:BS,label:`single`,agent:n,section:BS,messages:t.messages(n,aS({systemPrompt:n.systemPrompt,openNotes:await t.openNotes(),catalog:n.skills?.catalog??``,background:e.includeWorldInfo?t.view.background:``,user:s})),tools:[lS(e=>a=e),...r],maxRounds:i,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:e.toolCallRetryMax,nudge:zS,exhausted:`fail`},stopWhen:[vy(`final_guidance`)]});if(a)return Sx(t,BS,{output:a}),{status:`completed`,body:a};if(c.status===`aborted`)return Sx(t,BS,{error:`cancelled`}),{status:`aborted`,body:``};let l=c.status===`max-rounds`?`The single node did not call final_guidance within ${i} round(s).`:c.status===`error`?c.error.message:`The single node ended without guidance (${wx(c)}).`;return Sx(t,BS,{error:l}),{status:`failed`,body:``,error:l}}function HS(e,t={}){let n=new Map(e.agents.map(e=>[e.id,e])),r=e.tools;return{stages:e.stages.map(i=>({id:i.id,mode:i.mode,nodes:i.nodes.map(i=>{let a=n.get(i.agent)??{id:i.agent,systemPrompt:``,userPromptTemplate:``,apiPreset:``,promptPreset:``,maxTokens:0};return{id:i.id,agentId:i.agent,type:i.type,systemPrompt:a.systemPrompt,userPromptTemplate:i.userPromptTemplate??a.userPromptTemplate,...pv(a,e),tools:fv(sv(r,i.tools),t.extraToolNames),skills:sy({mode:e.skills,agent:i.skills},t.skills??[],{catalog:i.type!==`review`}),maxTokens:a.maxTokens}})})),nodeIterationMaxRounds:e.nodeIterationMaxRounds,reviewRerunMaxRounds:e.reviewRerunMaxRounds,toolCallRetryMax:e.toolCallRetryMax,maxRecentMessages:e.maxRecentMessages,includeWorldInfo:e.includeWorldInfo,useStreaming:e.useStreaming}}function US(e,t){let n=t.trim();if(!n)return``;let r=e.trim();return r?`${r}\n\n${n}`:n}function WS(e){return e.map(e=>e.trim()).filter(Boolean).join(`

`)}var GS=e=>`You replied without calling ${e}. Hand in your result by calling ${e} now.`,KS=`You replied without a decision. Call review_approve({review_feedback}) or request_rerun({target_node_ids, review_feedback}).`;function qS(e){let t=[];return e.approvals.length&&t.push(`## review_feedback\n${e.approvals.map(e=>`- ${e.node}: ${e.feedback}`).join(`
`)}`),e.rerun&&t.push(`## rerun_request\nThe reviewer ${e.rerun.by} sent your work back. Fix this:\n${e.rerun.feedback}\n\nYour previous output:\n${e.rerun.previous.trim()||`(none)`}`),t.join(`

`)}function JS(e){return`## contract
Decide with exactly one call: review_approve({review_feedback, reason?}) when the work is consistent and complete enough, or request_rerun({target_node_ids, review_feedback}) to send specific earlier worker nodes back. Worker nodes you may target: ${e.executedWorkers.join(`, `)||`(none)`}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}. You may use your other tools first (at most ${e.rounds} rounds in all). Reply through the function call only.`}var YS=W({review_feedback:U().trim().describe(`What later nodes must keep in mind.`),reason:U().trim().optional().describe(`Why the work is good enough (for the log).`)}),XS=W({target_node_ids:c_(U().trim()).describe(`Ids of earlier worker nodes to redo.`),review_feedback:U().trim().describe(`What exactly they must fix.`)});function ZS(e){return[Cv({name:`review_approve`,description:`Approve the work so far. Your feedback is shown to every later node, including the one that writes the final guidance.`,parameters:YS,execute:t=>{let n=t.review_feedback;return n?(e.decide({kind:`approve`,feedback:n,...t.reason?{reason:t.reason}:{}}),{ok:!0,approved:!0}):G(`review_feedback is empty.`,`empty_feedback`,`Approve again with short feedback for the later nodes.`)}}),Cv({name:`request_rerun`,description:`Send earlier worker nodes back to redo their work with your feedback; the workflow replays from the earliest of them and you review again. Valid targets: ${e.executedWorkers.join(`, `)||`(none)`}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}.`,parameters:XS,execute:t=>{let n=t.review_feedback,r=t.target_node_ids;if(r.length===0||!r.every(Boolean))return G(`target_node_ids must be a non-empty list of node ids.`,`invalid_rerun_target`,`Valid targets: ${e.executedWorkers.join(`, `)||`(none)`}.`);let i=r.filter((e,t)=>r.indexOf(e)!==t);if(i.length)return G(`target_node_ids lists ${[...new Set(i)].map(e=>`"${e}"`).join(`, `)} more than once.`,`invalid_rerun_target`,`Name each node once.`);let a=r.filter(t=>!e.executedWorkers.includes(t));return a.length?G(`Not an earlier worker node: ${a.map(e=>`"${e}"`).join(`, `)}.`,`invalid_rerun_target`,`Valid targets: ${e.executedWorkers.join(`, `)||`(none)`}. Review nodes and nodes that have not run cannot be rerun.`):n?e.rerunsLeft<=0?G(`Review rerun limit reached (${e.rerunMax}).`,`rerun_limit`,`Approve with review_approve and put what still needs fixing in your feedback.`):(e.decide({kind:`rerun`,targets:r,feedback:n}),{ok:!0,rerun:r}):G(`review_feedback is empty.`,`empty_feedback`,`Say exactly what the targets must fix.`)}})]}function QS(e){let t=[];if(e.stages.length===0)return[{path:`stages`,message:`The spec workflow has no stages.`}];let n=/* @__PURE__ */ new Map,r=e.stages.length-1;return e.stages.forEach((e,i)=>{let a=`stages[${i}]`;e.nodes.length===0&&t.push({path:`${a}.nodes`,message:`Stage "${e.id}" has no nodes.`}),e.nodes.forEach((o,s)=>{let c=`${a}.nodes[${s}]`;if(!o.id.trim()){t.push({path:`${c}.id`,message:`A node of stage "${e.id}" has no id.`});return}let l=n.get(o.id);l?t.push({path:`${c}.id`,message:`Node id "${o.id}" is used twice (also at ${l}); node ids must be unique.`}):n.set(o.id,c),o.type===`review`&&(e.mode===`parallel`&&t.push({path:c,message:`Review node "${o.id}" sits in the parallel stage "${e.id}"; review nodes may only sit in serial stages.`}),i===r&&t.push({path:c,message:`Review node "${o.id}" sits in the final stage "${e.id}"; the final stage writes the guidance and may hold worker nodes only.`}))})}),t}async function $S(e,t){let n=QS(e);if(n.length){let e=`The spec workflow is invalid: ${n.map(e=>`${e.path}: ${e.message}`).join(` `)}`;return t.note(`spec`,`invalid-workflow`,{issues:n}),{status:`failed`,body:``,error:e,invalid:!0}}let r=e.stages,i=r[r.length-1],a=r.flatMap(e=>e.nodes.map(e=>e.id)),o=/* @__PURE__ */ new Map;r.forEach((e,t)=>e.nodes.forEach((e,n)=>o.set(e.id,{stage:t,index:n})));let s=/* @__PURE__ */ new Map,c=/* @__PURE__ */ new Set,l=/* @__PURE__ */ new Map,u=/* @__PURE__ */ new Map,d=/* @__PURE__ */ new Map,f=0,p=await t.openNotes(),m=t.view.recentChat(e.maxRecentMessages),h=e.includeWorldInfo?t.view.background:``,g=e=>{let n={recent_chat:m,last_user:t.view.lastUserText||`(none)`,previous_orchestration:t.previousCapsule||`(none)`,previous_outputs:_S(a.filter(t=>t!==e&&c.has(t)).map(e=>({id:e,text:s.get(e)??``})))};for(let e of a)e in n||(n[e]=s.get(e)??``);return n},_=e=>{let t=(d.get(e.id)??0)+1;return d.set(e.id,t),t===1?e.id:`${e.id}#${t}`},v=async(n,r,i)=>{let a=_(n),o=r?`final_guidance`:`node_output`,d=``,f=t.agentTools(n),m=f.length?e.nodeIterationMaxRounds:1+e.toolCallRetryMax,v=u.get(n.id);u.delete(n.id);let y=qS({approvals:[...l].map(([e,t])=>({node:e,feedback:t})),...v?{rerun:{...v,previous:s.get(n.id)??``}}:{}}),b=r?`Write the final guidance for the next reply.`:`Do the work your instructions describe for the later nodes.`,x=[y,hS(n.userPromptTemplate,g(n.id)),oS(`${o}(…)`,b,m,f.length>0)].filter(Boolean).join(`

`);t.note(a,`node-start`,{node:n.id,agent:n.agentId,...v?{rerun:!0}:{}});let S=await t.run({id:a,label:n.agentId===n.id?n.id:`${n.id} (${n.agentId})`,agent:n,section:a,messages:t.messages(n,aS({systemPrompt:n.systemPrompt,openNotes:p,catalog:n.skills?.catalog??``,background:h,user:x})),tools:[(r?lS:pS)(e=>d=e),...f],maxRounds:m,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:e.toolCallRetryMax,nudge:GS(o),exhausted:`fail`},stopWhen:[vy(o)],signal:i});if(d)return s.set(n.id,d),c.add(n.id),Sx(t,a,{output:d}),{ok:!0,output:d};let C=S.status===`aborted`,w=C?`cancelled`:S.status===`max-rounds`?`Node "${n.id}" did not call ${o} within ${m} round(s).`:`Node "${n.id}" failed: ${wx(S)}`;return Sx(t,a,{error:C?`cancelled`:w}),{ok:!1,aborted:C,error:w}},y=async n=>{let r=_(n),i,o=a.filter(e=>c.has(e)),s=e.nodeIterationMaxRounds+e.reviewRerunMaxRounds+1,u=Math.max(0,e.reviewRerunMaxRounds-f),d=[qS({approvals:[...l].filter(([e])=>e!==n.id).map(([e,t])=>({node:e,feedback:t}))}),hS(n.userPromptTemplate,g(n.id)),JS({executedWorkers:o,rerunsLeft:u,rerunMax:e.reviewRerunMaxRounds,rounds:s})].filter(Boolean).join(`

`);t.note(r,`node-start`,{node:n.id,agent:n.agentId,review:!0});let m=await t.run({id:r,label:n.agentId===n.id?n.id:`${n.id} (${n.agentId})`,agent:n,section:r,messages:t.messages(n,aS({systemPrompt:n.systemPrompt,openNotes:p,catalog:``,background:h,user:d})),tools:[...ZS({executedWorkers:o,rerunsLeft:u,rerunMax:e.reviewRerunMaxRounds,decide:e=>i=e}),...t.agentTools(n)],maxRounds:s,stream:e.useStreaming,retryMax:e.toolCallRetryMax,noToolCalls:{kind:`retry`,max:e.toolCallRetryMax,nudge:KS,exhausted:`fail`},stopWhen:[by(()=>i!==void 0,`decided`)]});if(i){let e=i;return Sx(t,r,{output:e.kind===`approve`?`approved: ${e.feedback}`:`rerun ${e.targets.join(`, `)}: ${e.feedback}`}),{decision:e}}let v=m.status===`aborted`,y=v?`cancelled`:`Review node "${n.id}" made no decision (${m.status===`max-rounds`?`${s} rounds used`:wx(m)}).`;return Sx(t,r,{error:y}),{aborted:v,error:y}},b=async(e,n)=>{let r=e===i;if(t.note(`spec`,`stage-start`,{stage:e.id,mode:e.mode,nodes:n.map(e=>e.id)}),e.mode===`parallel`){let{controller:e,dispose:i}=nb(t.signal);try{let i=await Promise.all(n.map(async t=>{let n=await v(t,r,e.signal);return!n.ok&&!e.signal.aborted&&e.abort(),n}));if(t.signal.aborted)return{kind:`aborted`};let a=i.find(e=>!e.ok&&!e.aborted);return a?{kind:`failed`,error:a.error}:i.some(e=>!e.ok)?{kind:`aborted`}:{kind:`done`}}finally{i()}}for(let e of n){if(e.type===`review`){let n=await y(e);if(`error`in n)return n.aborted||t.signal.aborted?{kind:`aborted`}:{kind:`failed`,error:n.error};let r=n.decision;if(r.kind===`approve`){l.set(e.id,r.feedback),s.set(e.id,r.feedback),t.note(e.id,`review-approved`,{feedback:r.feedback,...r.reason?{reason:r.reason}:{}});continue}return{kind:`rerun`,by:e.id,targets:r.targets,feedback:r.feedback}}let n=await v(e,r,t.signal);if(!n.ok)return n.aborted||t.signal.aborted?{kind:`aborted`}:{kind:`failed`,error:n.error}}return{kind:`done`}},x=0,S;for(;x<r.length;){let e=r[x],n=S?e.nodes.filter(S):e.nodes;S=void 0;let i=await b(e,n);if(i.kind===`aborted`)return{status:`aborted`,body:``};if(i.kind===`failed`)return{status:`failed`,body:``,error:i.error};if(i.kind===`rerun`){f++;for(let e of i.targets)u.set(e,{by:i.by,feedback:i.feedback});let e=i.targets.map(e=>o.get(e)).sort((e,t)=>e.stage-t.stage||e.index-t.index)[0],n=new Set(i.targets),a=r[e.stage].mode===`serial`;S=(t,r)=>n.has(t.id)||a&&r>e.index,t.note(i.by,`review-rerun`,{targets:i.targets,feedback:i.feedback,rerun:f,from:r[e.stage].id}),x=e.stage}else x++}let C=WS(i.nodes.map(e=>s.get(e.id)??``)),w=r.map(e=>({id:e.id,mode:e.mode,nodes:e.nodes.map(e=>({node:e.id,output:s.get(e.id)??``}))}));return{status:C?`completed`:`failed`,body:C,...C?{}:{error:`The final stage produced no guidance.`},details:{stageOutputs:w,reviewRerunCount:f}}}var eC={atDepth:`in_chat`,before:`before_prompt`,after:`in_prompt`,ANTop:`in_chat`,ANBottom:`in_chat`,EMTop:`in_prompt`,EMBottom:`in_prompt`};function tC(e,t){if(!t.trim())return;let n=e.position in eC?e.position:`atDepth`,r=Number.isFinite(e.depth)?Math.max(0,Math.min(1e4,Math.trunc(e.depth))):0,i=e.role===`user`||e.role===`assistant`?e.role:`system`;return{text:t,position:eC[n],depth:r,role:i,anchor:n}}var nC={unsupported_generation_type:`Orchestration does not run for this kind of generation.`,dry_run:`Orchestration does not run for a dry run.`,aborted_before_start:`Generation was stopped before orchestration started; no guidance is injected.`,aborted:`Orchestration was stopped; no guidance is injected.`,invalid_profile:`The orchestration profile cannot run`,runtime_error:`Orchestration failed; no guidance is injected`,no_guidance:`The agents ended without guidance; nothing is injected`};function rC(e,t){let n=nC[e];return t?`${n.replace(/[.;]?$/,``)}: ${t}`:n}var iC=e=>typeof e.content==`string`?e.content:``;async function aC(e){let t=e.story??uy(e.context??[]),n;e.chat?n=[...await e.chat.messages()]:(n=[],t.history.forEach((e,t)=>{(e.role===`user`||e.role===`assistant`)&&n.push({floor:t,role:e.role,content:iC(e)})}));let r;for(let e=n.length-1;e>=0;e--)if(n[e].role===`user`){r=n[e];break}let i=e.lastUser??(r?{index:r.floor,text:r.content}:void 0);return{recentChat(e){let t=n.slice(Math.max(0,n.length-Math.max(1,e)));return t.length===0?`(no messages yet)`:t.map(e=>`[#${e.floor}] ${e.name?`${e.name} (${e.role})`:e.role}: ${e.content}`).join(`

`)},lastUserText:i?.text??``,...i?{lastUser:i}:{},background:gy(t)}}async function oC(e){let t=e.mode,n=e.trace??Ky({mode:t,now:e.now}),r=new Ub,i=e=>(n.finish(e.outcome),n.event(`turn`,`turn-end`,{outcome:e.outcome,...e.reason?{reason:e.reason}:{},...e.limit?{limit:e.limit}:{}}),{mode:t,trace:n,...e,fold:e.fold??r.render(),usage:n.usage()}),a=e.generationType??`normal`;if(n.event(`turn`,`turn-start`,{mode:t,generationType:a}),e.dryRun)return i({outcome:`skipped`,reason:`dry_run`,message:rC(`dry_run`)});if(!Zy(a))return i({outcome:`skipped`,reason:`unsupported_generation_type`,message:rC(`unsupported_generation_type`)});if(e.signal?.aborted)return i({outcome:`aborted`,reason:`aborted_before_start`,message:rC(`aborted_before_start`)});if(e.profile.mode!==t)return i({outcome:`failed`,reason:`invalid_profile`,message:rC(`invalid_profile`,`the profile is for mode "${String(e.profile.mode)}", not "${t}".`)});let o=yx({mode:t,hosts:{...e,trace:n},lorebookFilter:e.profile.lorebookFilter,onFold:e.onFold,isCurrent:e.isCurrent,onEvent:e.onEvent});r=o.fold;let s=await aC({story:o.story,chat:e.chat,lastUser:e.lastUser}),c=e.chatId&&s.lastUser?eS({chatId:e.chatId,lastUser:s.lastUser,mode:t,profile:e.profile}):void 0,l=c&&e.cache?.get(c);if(l){o.dispose();let t=new Ub(l.fold);return t.append(`reused`,`The guidance computed earlier for this user turn is used again; no agent ran.`),n.event(`turn`,`capsule-reused`,{anchor:c.anchor}),e.onFold?.(t.render()),i({outcome:`reused`,capsule:l.capsule,body:l.body,injection:{...l.injection},fold:t.render(),key:c})}let u=e.chatId?e.cache?.latest(e.chatId):void 0,d={...o,view:s,previousCapsule:u?.body??``},f;try{f=await sC(e,d)}catch(e){f={status:`failed`,body:``,error:`Internal error: ${e instanceof Error?e.message:String(e)}`}}finally{o.dispose()}if(o.stillCurrent(),o.chatChanged())return o.closeFold(),i({outcome:`chat-changed`,reason:`aborted`,message:rC(`aborted`)});e.signal?.aborted&&f.status!==`completed`&&(f={status:`aborted`,body:``});let p,m=e.profile.capsule;switch(f.status){case`aborted`:r.ensure(`aborted`),p={outcome:`aborted`,reason:`aborted`,message:rC(`aborted`)};break;case`failed`:{let e=f.invalid?`invalid_profile`:`runtime_error`;r.append(`error`,f.error??`failed`),p={outcome:`failed`,reason:e,message:rC(e,f.error)};break}default:{let e=US(m.customInstruction,f.body),t=tC(m,e);if(!e||!t){r.ensure(`capsule`,`none: ${f.limit??`empty`}`),p={outcome:`empty`,reason:`no_guidance`,message:rC(`no_guidance`,f.limit?`limit ${f.limit} reached`:void 0),...f.limit?{limit:f.limit}:{}};break}let n=r.sections.some(e=>e.body.includes(f.body.trim()));n&&f.status!==`exhausted`||(r.ensure(`capsule`,f.status===`exhausted`?`fallback after ${f.limit}`:void 0),n||r.append(`capsule`,f.body.trim())),p={outcome:`completed`,capsule:e,body:f.body.trim(),injection:t,...f.limit?{limit:f.limit}:{},...c?{key:c}:{}};break}}return f.details&&(p.details=f.details),o.flushFold(),o.closeFold(),p.outcome===`completed`&&c&&e.cache&&p.capsule&&p.injection&&e.cache.set({key:c,capsule:p.capsule,body:p.body??``,injection:p.injection,fold:r.render(),createdAt:Date.now()}),i(p)}function sC(e,t){let n={skills:e.skills,extraToolNames:(e.extraTools??[]).map(e=>e.name)};switch(e.mode){case`loop`:return IS(MS(e.profile,n),t);case`spec`:return $S(HS(e.profile,n),t);case`agenda`:return AS(rS(e.profile,n),t);case`single`:return VS(RS(e.profile,n),t);default:throw TypeError(`runCapsuleTurn: unknown capsule mode "${String(e.mode)}".`)}}var cC=e=>e&&typeof e==`object`&&!Array.isArray(e)?e:{},lC=e=>Array.isArray(e)?e:[],uC=e=>typeof e==`string`?e:``,dC=/* @__PURE__ */ new Set([...Object.keys(J_).flatMap(e=>J_[e].map(t=>cv(e,t))),`await_subagents`,`cancel_subagent`,`finalize`,`skill_list`,`skill_read`,`skill_search`,`final_guidance`,`review_approve`,`request_rerun`,`node_output`,`submit_result`,`planner_step`]);function fC(e){let t=/* @__PURE__ */ new Set;for(let n of e.matchAll(/(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g))t.add(n[1]);for(let n of e.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g))dC.has(n[1])||t.add(n[1]);return[...t]}function pC(e,t,n,r,i){let a=t[n];(typeof a!=`number`||!Number.isInteger(a)||a<r)&&e.push({path:n,code:`limit_invalid`,severity:`error`,message:`${i} must be a whole number of at least ${r}.`})}function mC(e,t,n,r){lC(cC(t).visible).forEach((t,i)=>{t===`+`&&i>0?e.push({path:`${n}.visible[${i}]`,code:`plus_not_first`,severity:`warning`,message:`"+" only inherits the mode's skills when it comes first.`}):r&&typeof t==`string`&&t!==`+`&&t!==`*`&&!r.has(t)&&e.push({path:`${n}.visible[${i}]`,code:`skill_not_installed`,severity:`warning`,message:`Skill "${t}" is not installed.`})})}function hC(e,t,n,r){uC(t).trim()||e.push({path:n,code:`empty_prompt`,severity:`warning`,message:`${r} has an empty system prompt.`})}function gC(e,t,n){uC(t).split(`
`).forEach((t,r)=>{if(t.trim())try{new RegExp(t.trim())}catch{e.push({path:n,code:`bad_regex`,severity:`error`,message:`Line ${r+1} is not a valid regular expression: ${t.trim()}`})}})}function _C(e,t){let n=cC(t.mainAgent),r=lC(t.subAgents).map(cC),i=new Set(r.map(e=>uC(e.id)));hC(e,n.systemPrompt,`mainAgent.systemPrompt`,`The main agent`);for(let t of fC(uC(n.systemPrompt)))i.has(t)||e.push({path:`mainAgent.systemPrompt`,code:`unknown_subagent`,severity:`warning`,message:`The main prompt names sub-agent "${t}", which this profile does not have.`});let a=/* @__PURE__ */ new Set;r.forEach((t,n)=>{let r=uC(t.id);a.has(r)&&e.push({path:`subAgents[${n}].id`,code:`duplicate_id`,severity:`error`,message:`Sub-agent id "${r}" is used twice.`}),a.add(r),hC(e,t.systemPrompt,`subAgents[${n}].systemPrompt`,`Sub-agent "${r}"`),uC(t.description).trim()||e.push({path:`subAgents[${n}].description`,code:`no_description`,severity:`info`,message:`Sub-agent "${r}" has no description: the main agent only sees the description when choosing whom to dispatch.`}),t.maxRounds!==null&&t.maxRounds!==void 0&&(typeof t.maxRounds!=`number`||t.maxRounds<1)&&e.push({path:`subAgents[${n}].maxRounds`,code:`limit_invalid`,severity:`error`,message:`Sub-agent "${r}" must get at least 1 round.`})}),pC(e,t,`maxRounds`,1,`Main-agent rounds`),pC(e,t,`subAgentMaxRounds`,1,`Sub-agent rounds`),pC(e,t,`maxConcurrentSubagents`,1,`Concurrent sub-agents`),pC(e,t,`maxTotalSubagentRuns`,1,`Sub-agent runs per turn`);let o=t.maxConcurrentSubagents,s=t.maxTotalSubagentRuns;typeof o==`number`&&typeof s==`number`&&o>s&&e.push({path:`maxConcurrentSubagents`,code:`limit_unreachable`,severity:`warning`,message:`At most ${s} sub-agent runs per turn, so ${o} can never run at once.`});let c=cC(t.tools),l=sv(c,n.tools);r.length&&l.collab?.dispatch_subagent!==!0&&e.push({path:`mainAgent.tools.collab.dispatch_subagent`,code:`dispatch_disabled`,severity:`warning`,message:`The profile has sub-agents but the main agent cannot dispatch them (collab.dispatch_subagent is off).`}),!r.length&&c.collab?.dispatch_subagent===!0&&e.push({path:`tools.collab.dispatch_subagent`,code:`unused_tool`,severity:`info`,message:`dispatch_subagent is on but the profile has no sub-agents; it will not be offered.`});let u=e=>e.message?.write_message===!0||e.message?.apply_message_patches===!0;!u(l)&&!r.some(e=>u(sv(c,e.tools)))&&e.push({path:`mainAgent.tools.message`,code:`no_writer`,severity:`error`,message:`No agent can write the reply: write_message and apply_message_patches are off for the main agent and every sub-agent.`})}function vC(e,t){let n=new Set(lC(t.agents).map(e=>uC(cC(e).id))),r=lC(t.stages).map(cC),i=/* @__PURE__ */ new Set;r.forEach((t,n)=>{lC(t.nodes).forEach((t,r)=>{let a=cC(t),o=uC(a.id)||uC(a.agent);i.has(o)&&e.push({path:`stages[${n}].nodes[${r}].id`,code:`duplicate_id`,severity:`error`,message:`Node id "${o}" is used twice.`}),i.add(o)})});let a=/* @__PURE__ */ new Set([`recent_chat`,`last_user`,`previous_outputs`,`previous_orchestration`,...i]),o=(t,n)=>{for(let r of uC(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g))a.has(r[1])||e.push({path:n,code:`unknown_variable`,severity:`warning`,message:`Template variable {{${r[1]}}} is neither a built-in variable nor a node id.`})};lC(t.agents).forEach((e,t)=>o(cC(e).userPromptTemplate,`agents[${t}].userPromptTemplate`)),r.forEach((t,i)=>{let a=i===r.length-1;lC(t.nodes).forEach((r,s)=>{let c=cC(r),l=`stages[${i}].nodes[${s}]`,u=uC(c.agent)||uC(c.id);n.has(u)||e.push({path:`${l}.agent`,code:`unknown_agent`,severity:`error`,message:`Node "${uC(c.id)}" runs agent "${u}", which does not exist.`}),c.type===`review`&&a&&e.push({path:`${l}.type`,code:`review_misplaced`,severity:`error`,message:`A review node cannot be in the final stage: the final stage writes the capsule.`}),c.type===`review`&&t.mode===`parallel`&&e.push({path:`${l}.type`,code:`review_misplaced`,severity:`error`,message:`A review node cannot be in a parallel stage.`}),o(c.userPromptTemplate,`${l}.userPromptTemplate`)})}),pC(e,t,`nodeIterationMaxRounds`,1,`Node rounds`),pC(e,t,`reviewRerunMaxRounds`,0,`Review reruns`)}function yC(e,t){let n=lC(t.workers).map(cC);new Set(n.map(e=>uC(e.id))).has(uC(t.finalWorkerId))||e.push({path:`finalWorkerId`,code:`unknown_final_worker`,severity:`error`,message:`The final worker "${uC(t.finalWorkerId)}" does not exist.`}),hC(e,cC(t.planner).systemPrompt,`planner.systemPrompt`,`The planner`),n.forEach((t,n)=>hC(e,t.systemPrompt,`workers[${n}].systemPrompt`,`Worker "${uC(t.id)}"`)),pC(e,t,`plannerMaxRounds`,1,`Planner rounds`),pC(e,t,`maxConcurrentWorkers`,1,`Concurrent workers`),pC(e,t,`maxTotalRuns`,1,`Worker runs per turn`),pC(e,t,`workerMaxRounds`,1,`Worker rounds`);let r=t.maxConcurrentWorkers,i=t.maxTotalRuns;typeof r==`number`&&typeof i==`number`&&r>i&&e.push({path:`maxConcurrentWorkers`,code:`limit_unreachable`,severity:`warning`,message:`At most ${i} worker runs per turn, so ${r} can never run at once.`})}function bC(e,t){let n=t,r=[],i=(e,t)=>r.push({path:`${e}.skills`,policy:cC(t).skills});switch(e){case`director`:i(`mainAgent`,n.mainAgent),lC(n.subAgents).forEach((e,t)=>i(`subAgents[${t}]`,e));break;case`loop`:i(`loopAgent`,n.loopAgent);break;case`spec`:lC(n.stages).forEach((e,t)=>lC(cC(e).nodes).forEach((e,n)=>i(`stages[${t}].nodes[${n}]`,e)));break;case`agenda`:i(`planner`,n.planner),lC(n.workers).forEach((e,t)=>i(`workers[${t}]`,e));break;case`single`:i(`node`,n.node)}return r}function xC(e,t){let n=/* @__PURE__ */ new Set,r=e=>{let t=cC(e);for(let e of[...lC(t.visible),...lC(t.deny)])typeof e==`string`&&e!==`+`&&e!==`*`&&n.add(e)};r(t.skills);for(let{policy:n}of bC(e,t))r(n);return[...n]}function SC(e,t,n={}){let r=[],i=cC(t),a=n.installedSkills?new Set(n.installedSkills):void 0;switch(e){case`director`:_C(r,i);break;case`loop`:hC(r,cC(i.loopAgent).systemPrompt,`loopAgent.systemPrompt`,`The loop agent`),pC(r,i,`maxRounds`,1,`Rounds`),pC(r,i,`wallClockBudgetMs`,1e4,`The wall-clock budget (ms)`);break;case`spec`:vC(r,i);break;case`agenda`:yC(r,i);break;case`single`:hC(r,cC(i.node).systemPrompt,`node.systemPrompt`,`The node`)}mC(r,i.skills,`skills`,a);for(let{path:t,policy:n}of bC(e,i))n&&mC(r,n,t,a);let o=cC(i.lorebookFilter);gC(r,o.bookPattern,`lorebookFilter.bookPattern`),gC(r,o.entryPattern,`lorebookFilter.entryPattern`);let s=/* @__PURE__ */ new Set;return r.filter(e=>{let t=`${e.path}|${e.code}|${e.message}`;return!s.has(t)&&(s.add(t),!0)})}var CC=/[\u0000-\u001f\u007f]/,wC=e=>e.length>0&&!CC.test(e);function TC(e){if(e===`global`)return{kind:`global`};if(e.startsWith(`preset:`)){let t=e.slice(7),n=t.indexOf(`/`);if(n<0)return null;let r=t.slice(0,n),i=t.slice(n+1);return wC(r)&&wC(i)?{kind:`preset`,mode:r,presetId:i}:null}if(e.startsWith(`character:`)){let t=e.slice(10);return wC(t)?{kind:`character`,avatar:t}:null}return null}function EC(e){let t=TC(e);return t?t.kind===`character`?2:+(t.kind===`preset`):-1}function DC(e,t){let n=TC(e);return n?n.kind===`global`?!0:n.kind===`preset`?n.mode===t.mode&&n.presetId===t.presetId:n.avatar===t.character:!1}function OC(e,t={}){let n=/* @__PURE__ */ new Map;for(let r of e){if(!DC(r.scope,t))continue;let e=EC(r.scope),i=n.get(r.name);(!i||e>i.rank)&&n.set(r.name,{item:r,rank:e})}let r=[...n.keys()].sort((e,t)=>e<t?-1:+(e>t));return new Map(r.map(e=>[e,n.get(e).item]))}function kC(e,t,n){let r=t.skills,i=new Set(ay({mode:r},n));for(let{policy:a}of bC(e,t))for(let e of ay({mode:r,agent:a},n))i.add(e);return i}async function AC(e,t,n,r){let i=OC(e,{mode:t.mode,presetId:t.presetId,character:t.character});return r([...kC(t.mode,n,[...i.keys()])].map(e=>i.get(e)))}function jC(){let e=/* @__PURE__ */ new Set;return{acrossTabs:!1,async tryAcquire(t){if(e.has(t))return null;e.add(t);let n=!1;return()=>{n||e.delete(t),n=!0}}}}function MC(e){return{acrossTabs:!0,tryAcquire(t){return new Promise((n,r)=>{e.request(`troupe-run:${t}`,{ifAvailable:!0},e=>e?new Promise(e=>n(()=>e())):n(null)).catch(r)})}}}function NC(){let e=globalThis.navigator?.locks;return e&&typeof e.request==`function`?MC(e):jC()}var PC={started:`troupe:run-started`,subagentFinished:`troupe:subagent-finished`,ended:`troupe:run-ended`},FC={completed:`completed`,reused:`reused`,empty:`failed`,aborted:`cancelled`,failed:`failed`,skipped:`completed`,"chat-changed":`cancelled`},IC={finalized:`completed`,"max-rounds":`completed`,aborted:`cancelled`,"chat-changed":`cancelled`,error:`failed`};function LC(e,t=400){return e.length<=t?e:`${e.slice(0,t).trimEnd()}… (${e.length-t} more characters in the run trace)`}var RC=class{running=at(null);runNotice=at(null);lastRun=at(null);lastTrace=at(null);#e;#t;#n=/* @__PURE__ */ new WeakMap;capsules=nS();constructor(e){this.#e=e,this.#t=e.locks??NC()}#r(){return this.#e.now?.()??Date.now()}attach(){return this.#e.host.setGenerationHandler(e=>this.decide(e)),()=>this.#e.host.setGenerationHandler(null)}stop(){let e=this.running.value;return e?(e.controller.abort(),!0):!1}async decide(e){let{profiles:t}=this.#e;if(!t.settings.value.enabled)return{kind:`pass`};let n=t.mode.value;return n===`director`?Xy(e.type)?{kind:`takeover`,run:t=>this.#l(e,t)}:{kind:`pass`}:Zy(e.type)?this.#a(n,e):{kind:`pass`}}invalidateCapsules(){this.capsules.clear()}#i(){this.#e.host.notify(`warning`,`Troupe is already working on this chat (here or in another tab); wait for it or press Stop there.`)}async#a(e,t){let{host:n,profiles:r,skills:i}=this.#e,a=await this.#t.tryAcquire(t.chat.chatId);if(!a)return this.#i(),{kind:`pass`};let o=this.#s(e,t,a);try{let a=n.currentCard(),s=r.effective(e,a),c=await AC(i.inventory.value,{mode:e,presetId:s.presetId,character:a?.key},s.profile,e=>i.load(e)),l=t.chat,u=await oC({mode:e,profile:s.profile,story:t.story,generationType:t.type,chatId:l.chatId,lastUser:t.lastUser,skills:c,chat:n.chatReader(l),lorebook:n.lorebookReader(l),notes:n.notesStore(l),extraTools:this.#e.tools?.tools.value??[],clientFor:e=>n.modelClient(e),modelFor:e=>n.modelName(e),cache:this.capsules,signal:o.controller.signal,isCurrent:()=>n.currentChat()?.chatId===l.chatId,stallTimeoutMs:r.settings.value.stallTimeoutSec*1e3,onEvent:e=>this.#o(e),onFold:e=>t.progress?.(e),scheduler:this.#e.scheduler});return t.progress?.(u.fold),u.outcome===`chat-changed`&&n.notify(`warning`,`The chat changed during the run; Troupe stopped and added nothing to it.`),this.#c(o,{outcome:FC[u.outcome],detail:u.outcome,message:u.message,usage:u.usage},u.trace),u.capsule&&u.injection?{kind:`inject`,capsule:{...u.injection,text:u.capsule}}:{kind:`pass`}}catch(e){let t=e instanceof Error?e.message:String(e);return this.#c(o,{outcome:`failed`,detail:`error`,message:`Troupe could not prepare guidance: ${t}`}),{kind:`pass`}}}#o(e){e.type===`stream-retry`?this.runNotice.value=`Retrying ${e.agentId} in ${Math.round(e.delayMs/1e3)} s: ${LC(e.error.message,160)}`:e.type===`response`&&this.runNotice.value&&(this.runNotice.value=null)}#s(e,t,n){let r=new AbortController;t.signal.aborted?r.abort():t.signal.addEventListener(`abort`,()=>r.abort(),{once:!0});let i={mode:e,chatId:t.chat.chatId,startedAt:this.#r(),controller:r};return this.#n.set(i,n),this.running.value=i,this.#e.host.emit(PC.started,{mode:e,chatId:i.chatId,generationType:t.type}),i}#c(e,t,n){this.#n.get(e)?.(),this.running.value===e&&(this.running.value=null,this.runNotice.value=null);let r={mode:e.mode,chatId:e.chatId,startedAt:e.startedAt,durationMs:this.#r()-e.startedAt,...t};this.lastRun.value=r,n&&(this.lastTrace.value=n),this.#e.host.emit(PC.ended,r),t.outcome===`failed`&&t.message&&this.#e.host.notify(`error`,LC(t.message))}async#l(e,t){let{host:n,profiles:r,skills:i}=this.#e,a=await this.#t.tryAcquire(e.chat.chatId);if(!a){await t.discard(),this.#i();return}let o=this.#s(`director`,e,a);try{let a=n.currentCard(),s=r.effective(`director`,a),c=s.profile,l=await AC(i.inventory.value,{mode:`director`,presetId:s.presetId,character:a?.key},c,e=>i.load(e)),u=this.#e.tools?.tools.value??[],d=_y(c,{skills:l,extraToolNames:u.map(e=>e.name)}),f=e.chat,p=await qx({config:d,story:e.story,generationType:e.type,slot:t,clientFor:e=>n.modelClient(e),modelFor:e=>n.modelName(e),notes:n.notesStore(f),chat:n.chatReader(f),lorebook:n.lorebookReader(f),extraTools:u,stallTimeoutMs:r.settings.value.stallTimeoutSec*1e3,signal:o.controller.signal,scheduler:this.#e.scheduler,onEvent:e=>{this.#o(e),e.type===`subagent`&&[`completed`,`failed`,`cancelled`].includes(e.record.status)&&n.emit(PC.subagentFinished,{chatId:f.chatId,handle:e.record.handle,subagentId:e.record.subagentId,status:e.record.status})}});p.outcome===`chat-changed`&&n.notify(`warning`,`The chat changed during the run; Troupe stopped writing into it.`),this.#c(o,{outcome:IC[p.outcome],detail:p.outcome,message:p.error,usage:p.usage},p.trace)}catch(e){let t=e instanceof Error?e.message:String(e);this.#c(o,{outcome:`failed`,detail:`error`,message:`Troupe could not run the turn: ${t}`})}}},zC=Uint8Array,BC=Uint16Array,VC=Int32Array,HC=new zC([0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0,0,0,0]),UC=new zC([0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13,0,0]),WC=new zC([16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15]),GC=function(e,t){for(var n=new BC(31),r=0;r<31;++r)n[r]=t+=1<<e[r-1];for(var i=new VC(n[30]),r=1;r<30;++r)for(var a=n[r];a<n[r+1];++a)i[a]=a-n[r]<<5|r;return{b:n,r:i}},KC=GC(HC,2),qC=KC.b,JC=KC.r;qC[28]=258,JC[258]=28;for(var YC=GC(UC,0),XC=YC.b,ZC=YC.r,QC=new BC(32768),$C=0;$C<32768;++$C){var ew=($C&43690)>>1|($C&21845)<<1;ew=(ew&52428)>>2|(ew&13107)<<2,ew=(ew&61680)>>4|(ew&3855)<<4,QC[$C]=((ew&65280)>>8|(ew&255)<<8)>>1}for(var tw=(function(e,t,n){for(var r=e.length,i=0,a=new BC(t);i<r;++i)e[i]&&++a[e[i]-1];var o=new BC(t);for(i=1;i<t;++i)o[i]=o[i-1]+a[i-1]<<1;var s;if(n){s=new BC(1<<t);var c=15-t;for(i=0;i<r;++i)if(e[i])for(var l=i<<4|e[i],u=t-e[i],d=o[e[i]-1]++<<u,f=d|(1<<u)-1;d<=f;++d)s[QC[d]>>c]=l}else for(s=new BC(r),i=0;i<r;++i)e[i]&&(s[i]=QC[o[e[i]-1]++]>>15-e[i]);return s}),nw=new zC(288),$C=0;$C<144;++$C)nw[$C]=8;for(var $C=144;$C<256;++$C)nw[$C]=9;for(var $C=256;$C<280;++$C)nw[$C]=7;for(var $C=280;$C<288;++$C)nw[$C]=8;for(var rw=new zC(32),$C=0;$C<32;++$C)rw[$C]=5;var iw=/*#__PURE__*/ tw(nw,9,0),aw=/*#__PURE__*/ tw(nw,9,1),ow=/*#__PURE__*/ tw(rw,5,0),sw=/*#__PURE__*/ tw(rw,5,1),cw=function(e){for(var t=e[0],n=1;n<e.length;++n)e[n]>t&&(t=e[n]);return t},lw=function(e,t,n){var r=t/8|0;return(e[r]|e[r+1]<<8)>>(t&7)&n},uw=function(e,t){var n=t/8|0;return(e[n]|e[n+1]<<8|e[n+2]<<16)>>(t&7)},dw=function(e){return(e+7)/8|0},fw=function(e,t,n){return(t==null||t<0)&&(t=0),(n==null||n>e.length)&&(n=e.length),new zC(e.subarray(t,n))},pw=[`unexpected EOF`,`invalid block type`,`invalid length/literal`,`invalid distance`,`stream finished`,`no stream handler`,,`no callback`,`invalid UTF-8 data`,`extra field too long`,`date not in range 1980-2099`,`filename too long`,`stream finishing`,`invalid zip data`],mw=function(e,t,n){var r=Error(t||pw[e]);if(r.code=e,Error.captureStackTrace&&Error.captureStackTrace(r,mw),!n)throw r;return r},hw=function(e,t,n,r){var i=e.length,a=r?r.length:0;if(!i||t.f&&!t.l)return n||new zC(0);var o=!n,s=o||t.i!=2,c=t.i;o&&(n=new zC(i*3));var l=function(e){var t=n.length;if(e>t){var r=new zC(Math.max(t*2,e));r.set(n),n=r}},u=t.f||0,d=t.p||0,f=t.b||0,p=t.l,m=t.d,h=t.m,g=t.n,_=i*8;do{if(!p){u=lw(e,d,1);var v=lw(e,d+1,3);if(d+=3,!v){var y=dw(d)+4,b=e[y-4]|e[y-3]<<8,x=y+b;if(x>i){c&&mw(0);break}s&&l(f+b),n.set(e.subarray(y,x),f),t.b=f+=b,t.p=d=x*8,t.f=u;continue}if(v==1)p=aw,m=sw,h=9,g=5;else if(v==2){var S=lw(e,d,31)+257,C=lw(e,d+10,15)+4,w=S+lw(e,d+5,31)+1;d+=14;for(var T=new zC(w),E=new zC(19),D=0;D<C;++D)E[WC[D]]=lw(e,d+D*3,7);d+=C*3;for(var O=cw(E),ee=(1<<O)-1,te=tw(E,O,1),D=0;D<w;){var ne=te[lw(e,d,ee)];d+=ne&15;var y=ne>>4;if(y<16)T[D++]=y;else{var re=0,k=0;for(y==16?(k=3+lw(e,d,3),d+=2,re=T[D-1]):y==17?(k=3+lw(e,d,7),d+=3):y==18&&(k=11+lw(e,d,127),d+=7);k--;)T[D++]=re}}var A=T.subarray(0,S),ie=T.subarray(S);h=cw(A),g=cw(ie),p=tw(A,h,1),m=tw(ie,g,1)}else mw(1);if(d>_){c&&mw(0);break}}s&&l(f+131072);for(var ae=(1<<h)-1,oe=(1<<g)-1,se=d;;se=d){var re=p[uw(e,d)&ae],ce=re>>4;if(d+=re&15,d>_){c&&mw(0);break}if(re||mw(2),ce<256)n[f++]=ce;else if(ce==256){se=d,p=null;break}else{var le=ce-254;if(ce>264){var D=ce-257,j=HC[D];le=lw(e,d,(1<<j)-1)+qC[D],d+=j}var ue=m[uw(e,d)&oe],de=ue>>4;ue||mw(3),d+=ue&15;var ie=XC[de];if(de>3){var j=UC[de];ie+=uw(e,d)&(1<<j)-1,d+=j}if(d>_){c&&mw(0);break}s&&l(f+131072);var fe=f+le;if(f<ie){var pe=a-ie,me=Math.min(ie,fe);for(pe+f<0&&mw(3);f<me;++f)n[f]=r[pe+f]}for(;f<fe;++f)n[f]=n[f-ie]}}t.l=p,t.p=se,t.b=f,t.f=u,p&&(u=1,t.m=h,t.d=m,t.n=g)}while(!u);return f!=n.length&&o?fw(n,0,f):n.subarray(0,f)},gw=function(e,t,n){n<<=t&7;var r=t/8|0;e[r]|=n,e[r+1]|=n>>8},_w=function(e,t,n){n<<=t&7;var r=t/8|0;e[r]|=n,e[r+1]|=n>>8,e[r+2]|=n>>16},vw=function(e,t){for(var n=[],r=0;r<e.length;++r)e[r]&&n.push({s:r,f:e[r]});var i=n.length,a=n.slice();if(!i)return{t:Tw,l:0};if(i==1){var o=new zC(n[0].s+1);return o[n[0].s]=1,{t:o,l:1}}n.sort(function(e,t){return e.f-t.f}),n.push({s:-1,f:25001});var s=n[0],c=n[1],l=0,u=1,d=2;for(n[0]={s:-1,f:s.f+c.f,l:s,r:c};u!=i-1;)s=n[n[l].f<n[d].f?l++:d++],c=n[l!=u&&n[l].f<n[d].f?l++:d++],n[u++]={s:-1,f:s.f+c.f,l:s,r:c};for(var f=a[0].s,r=1;r<i;++r)a[r].s>f&&(f=a[r].s);var p=new BC(f+1),m=yw(n[u-1],p,0);if(m>t){var r=0,h=0,g=m-t,_=1<<g;for(a.sort(function(e,t){return p[t.s]-p[e.s]||e.f-t.f});r<i;++r){var v=a[r].s;if(p[v]>t)h+=_-(1<<m-p[v]),p[v]=t;else break}for(h>>=g;h>0;){var y=a[r].s;p[y]<t?h-=1<<t-p[y]++-1:++r}for(;r>=0&&h;--r){var b=a[r].s;p[b]==t&&(--p[b],++h)}m=t}return{t:new zC(p),l:m}},yw=function(e,t,n){return e.s==-1?Math.max(yw(e.l,t,n+1),yw(e.r,t,n+1)):t[e.s]=n},bw=function(e){for(var t=e.length;t&&!e[--t];);for(var n=new BC(++t),r=0,i=e[0],a=1,o=function(e){n[r++]=e},s=1;s<=t;++s)if(e[s]==i&&s!=t)++a;else{if(!i&&a>2){for(;a>138;a-=138)o(32754);a>2&&(o(a>10?a-11<<5|28690:a-3<<5|12305),a=0)}else if(a>3){for(o(i),--a;a>6;a-=6)o(8304);a>2&&(o(a-3<<5|8208),a=0)}for(;a--;)o(i);a=1,i=e[s]}return{c:n.subarray(0,r),n:t}},xw=function(e,t){for(var n=0,r=0;r<t.length;++r)n+=e[r]*t[r];return n},Sw=function(e,t,n){var r=n.length,i=dw(t+2);e[i]=r&255,e[i+1]=r>>8,e[i+2]=e[i]^255,e[i+3]=e[i+1]^255;for(var a=0;a<r;++a)e[i+a+4]=n[a];return(i+4+r)*8},Cw=function(e,t,n,r,i,a,o,s,c,l,u){gw(t,u++,n),++i[256];for(var d=vw(i,15),f=d.t,p=d.l,m=vw(a,15),h=m.t,g=m.l,_=bw(f),v=_.c,y=_.n,b=bw(h),x=b.c,S=b.n,C=new BC(19),w=0;w<v.length;++w)++C[v[w]&31];for(var w=0;w<x.length;++w)++C[x[w]&31];for(var T=vw(C,7),E=T.t,D=T.l,O=19;O>4&&!E[WC[O-1]];--O);var ee=l+5<<3,te=xw(i,nw)+xw(a,rw)+o,ne=xw(i,f)+xw(a,h)+o+14+3*O+xw(C,E)+2*C[16]+3*C[17]+7*C[18];if(c>=0&&ee<=te&&ee<=ne)return Sw(t,u,e.subarray(c,c+l));var re,k,A,ie;if(gw(t,u,1+(ne<te)),u+=2,ne<te){re=tw(f,p,0),k=f,A=tw(h,g,0),ie=h;var ae=tw(E,D,0);gw(t,u,y-257),gw(t,u+5,S-1),gw(t,u+10,O-4),u+=14;for(var w=0;w<O;++w)gw(t,u+3*w,E[WC[w]]);u+=3*O;for(var oe=[v,x],se=0;se<2;++se)for(var ce=oe[se],w=0;w<ce.length;++w){var le=ce[w]&31;gw(t,u,ae[le]),u+=E[le],le>15&&(gw(t,u,ce[w]>>5&127),u+=ce[w]>>12)}}else re=iw,k=nw,A=ow,ie=rw;for(var w=0;w<s;++w){var j=r[w];if(j>255){var le=j>>18&31;_w(t,u,re[le+257]),u+=k[le+257],le>7&&(gw(t,u,j>>23&31),u+=HC[le]);var ue=j&31;_w(t,u,A[ue]),u+=ie[ue],ue>3&&(_w(t,u,j>>5&8191),u+=UC[ue])}else _w(t,u,re[j]),u+=k[j]}return _w(t,u,re[256]),u+k[256]},ww=/*#__PURE__*/ new VC([65540,131080,131088,131104,262176,1048704,1048832,2114560,2117632]),Tw=/*#__PURE__*/ new zC(0),Ew=function(e,t,n,r,i,a){var o=a.z||e.length,s=new zC(r+o+5*(1+Math.ceil(o/7e3))+i),c=s.subarray(r,s.length-i),l=a.l,u=(a.r||0)&7;if(t){u&&(c[0]=a.r>>3);for(var d=ww[t-1],f=d>>13,p=d&8191,m=(1<<n)-1,h=a.p||new BC(32768),g=a.h||new BC(m+1),_=Math.ceil(n/3),v=2*_,y=function(t){return(e[t]^e[t+1]<<_^e[t+2]<<v)&m},b=new VC(25e3),x=new BC(288),S=new BC(32),C=0,w=0,T=a.i||0,E=0,D=a.w||0,O=0;T+2<o;++T){var ee=y(T),te=T&32767,ne=g[ee];if(h[te]=ne,g[ee]=te,D<=T){var re=o-T;if((C>7e3||E>24576)&&(re>423||!l)){u=Cw(e,c,0,b,x,S,w,E,O,T-O,u),E=C=w=0,O=T;for(var k=0;k<286;++k)x[k]=0;for(var k=0;k<30;++k)S[k]=0}var A=2,ie=0,ae=p,oe=te-ne&32767;if(re>2&&ee==y(T-oe))for(var se=Math.min(f,re)-1,ce=Math.min(32767,T),le=Math.min(258,re);oe<=ce&&--ae&&te!=ne;){if(e[T+A]==e[T+A-oe]){for(var j=0;j<le&&e[T+j]==e[T+j-oe];++j);if(j>A){if(A=j,ie=oe,j>se)break;for(var ue=Math.min(oe,j-2),de=0,k=0;k<ue;++k){var fe=T-oe+k&32767,pe=fe-h[fe]&32767;pe>de&&(de=pe,ne=fe)}}}te=ne,ne=h[te],oe+=te-ne&32767}if(ie){b[E++]=268435456|JC[A]<<18|ZC[ie];var me=JC[A]&31,he=ZC[ie]&31;w+=HC[me]+UC[he],++x[257+me],++S[he],D=T+A,++C}else b[E++]=e[T],++x[e[T]]}}for(T=Math.max(T,D);T<o;++T)b[E++]=e[T],++x[e[T]];u=Cw(e,c,l,b,x,S,w,E,O,T-O,u),l||(a.r=u&7|c[u/8|0]<<3,u-=7,a.h=g,a.p=h,a.i=T,a.w=D)}else{for(var T=a.w||0;T<o+l;T+=65535){var ge=T+65535;ge>=o&&(c[u/8|0]=l,ge=o),u=Sw(c,u+1,e.subarray(T,ge))}a.i=o}return fw(s,0,r+dw(u)+i)},Dw=/*#__PURE__*/ (function(){for(var e=/* @__PURE__ */ new Int32Array(256),t=0;t<256;++t){for(var n=t,r=9;--r;)n=(n&1&&-306674912)^n>>>1;e[t]=n}return e})(),Ow=function(){var e=-1;return{p:function(t){for(var n=e,r=0;r<t.length;++r)n=Dw[n&255^t[r]]^n>>>8;e=n},d:function(){return~e}}},kw=function(e,t,n,r,i){if(!i&&(i={l:1},t.dictionary)){var a=t.dictionary.subarray(-32768),o=new zC(a.length+e.length);o.set(a),o.set(e,a.length),e=o,i.w=a.length}return Ew(e,t.level==null?6:t.level,t.mem==null?i.l?Math.ceil(Math.max(8,Math.min(13,Math.log(e.length)))*1.5):20:12+t.mem,n,r,i)},Aw=function(e,t){var n={};for(var r in e)n[r]=e[r];for(var r in t)n[r]=t[r];return n},jw=function(e,t){return e[t]|e[t+1]<<8},Mw=function(e,t){return(e[t]|e[t+1]<<8|e[t+2]<<16|e[t+3]<<24)>>>0},Nw=function(e,t){return Mw(e,t)+Mw(e,t+4)*4294967296},Pw=function(e,t,n){for(;n;++t)e[t]=n,n>>>=8};function Fw(e,t){return kw(e,t||{},0,0)}var Iw=/* @__PURE__ */ function(){function e(e,t){typeof e==`function`&&(t=e,e={}),this.ondata=t;var n=e&&e.dictionary&&e.dictionary.subarray(-32768);this.s={i:0,b:n?n.length:0},this.o=new zC(32768),this.p=new zC(0),n&&this.o.set(n)}return e.prototype.e=function(e){if(this.ondata||mw(5),this.d&&mw(4),!this.p.length)this.p=e;else if(e.length){var t=new zC(this.p.length+e.length);t.set(this.p),t.set(e,this.p.length),this.p=t}},e.prototype.c=function(e){this.s.i=+(this.d=e||!1);var t=this.s.b,n=hw(this.p,this.s,this.o);this.ondata(fw(n,t,this.s.b),this.d),this.o=fw(n,this.s.b-32768),this.s.b=this.o.length,this.p=fw(this.p,this.s.p/8|0),this.s.p&=7},e.prototype.push=function(e,t){this.e(e),this.c(t)},e}();function Lw(e,t){return hw(e,{i:2},t&&t.out,t&&t.dictionary)}var Rw=function(e,t,n,r){for(var i in e){var a=e[i],o=t+i,s=r;Array.isArray(a)&&(s=Aw(r,a[1]),a=a[0]),ArrayBuffer.isView(a)?n[o]=[a,s]:(n[o+=`/`]=[new zC(0),s],Rw(a,o,n,r))}},zw=typeof TextEncoder<`u`&&/*#__PURE__*/ new TextEncoder,Bw=typeof TextDecoder<`u`&&/*#__PURE__*/ new TextDecoder;try{Bw.decode(Tw,{stream:!0})}catch{}var Vw=function(e){for(var t=``,n=0;;){var r=e[n++],i=(r>127)+(r>223)+(r>239);if(n+i>e.length)return{s:t,r:fw(e,n-1)};i?i==3?(r=((r&15)<<18|(e[n++]&63)<<12|(e[n++]&63)<<6|e[n++]&63)-65536,t+=String.fromCharCode(55296|r>>10,56320|r&1023)):i&1?t+=String.fromCharCode((r&31)<<6|e[n++]&63):t+=String.fromCharCode((r&15)<<12|(e[n++]&63)<<6|e[n++]&63):t+=String.fromCharCode(r)}};function Hw(e,t){if(t){for(var n=new zC(e.length),r=0;r<e.length;++r)n[r]=e.charCodeAt(r);return n}if(zw)return zw.encode(e);for(var i=e.length,a=new zC(e.length+(e.length>>1)),o=0,s=function(e){a[o++]=e},r=0;r<i;++r){if(o+5>a.length){var c=new zC(o+8+(i-r<<1));c.set(a),a=c}var l=e.charCodeAt(r);l<128||t?s(l):l<2048?(s(192|l>>6),s(128|l&63)):l>55295&&l<57344?(l=65536+(l&1047552)|e.charCodeAt(++r)&1023,s(240|l>>18),s(128|l>>12&63),s(128|l>>6&63),s(128|l&63)):(s(224|l>>12),s(128|l>>6&63),s(128|l&63))}return fw(a,0,o)}function Uw(e,t){if(t){for(var n=``,r=0;r<e.length;r+=16384)n+=String.fromCharCode.apply(null,e.subarray(r,r+16384));return n}if(Bw)return Bw.decode(e);var i=Vw(e),a=i.s,n=i.r;return n.length&&mw(8),a}var Ww=function(e,t){return t+30+jw(e,t+26)+jw(e,t+28)},Gw=function(e,t,n){var r=jw(e,t+28),i=jw(e,t+30),a=Uw(e.subarray(t+46,t+46+r),!(jw(e,t+8)&2048)),o=t+46+r,s=Kw(e,o,i,n,Mw(e,t+20),Mw(e,t+24),Mw(e,t+42)),c=s[0],l=s[1],u=s[2];return[jw(e,t+10),c,l,a,o+i+jw(e,t+32),u]},Kw=function(e,t,n,r,i,a,o){var s=i==4294967295,c=a==4294967295,l=o==4294967295,u=t+n,d=s+c+l;if(r&&d){for(;t+4<u;t+=4+jw(e,t+2))if(jw(e,t)==1)return[s?Nw(e,t+4+8*c):i,c?Nw(e,t+4):a,l?Nw(e,t+4+8*(c+s)):o,1];r<2&&mw(13)}return[i,a,o,0]},qw=function(e){var t=0;if(e)for(var n in e){var r=e[n].length;r>65535&&mw(9),t+=r+4}return t},Jw=function(e,t,n,r,i,a,o,s){var c=r.length,l=n.extra,u=s&&s.length,d=qw(l);Pw(e,t,o==null?67324752:33639248),t+=4,o!=null&&(e[t++]=20,e[t++]=n.os),e[t]=20,t+=2,e[t++]=n.flag<<1|(a<0&&8),e[t++]=i&&8,e[t++]=n.compression&255,e[t++]=n.compression>>8;var f=new Date(n.mtime==null?Date.now():n.mtime),p=f.getFullYear()-1980;if((p<0||p>119)&&mw(10),Pw(e,t,p<<25|f.getMonth()+1<<21|f.getDate()<<16|f.getHours()<<11|f.getMinutes()<<5|f.getSeconds()>>1),t+=4,a!=-1&&(Pw(e,t,n.crc),Pw(e,t+4,a<0?-a-2:a),Pw(e,t+8,n.size)),Pw(e,t+12,c),Pw(e,t+14,d),t+=16,o!=null&&(Pw(e,t,u),Pw(e,t+6,n.attrs),Pw(e,t+10,o),t+=14),e.set(r,t),t+=c,d)for(var m in l){var h=l[m],g=h.length;Pw(e,t,+m),Pw(e,t+2,g),e.set(h,t+4),t+=4+g}return u&&(e.set(s,t),t+=u),t},Yw=function(e,t,n,r,i){Pw(e,t,101010256),Pw(e,t+8,n),Pw(e,t+10,n),Pw(e,t+12,r),Pw(e,t+16,i)};function Xw(e,t){t||={};var n={},r=[];Rw(e,``,n,t);var i=0,a=0;for(var o in n){var s=n[o],c=s[0],l=s[1],u=l.level==0?0:8,d=Hw(o),f=d.length,p=l.comment,m=p&&Hw(p),h=m&&m.length,g=qw(l.extra);f>65535&&mw(11);var _=u?Fw(c,l):c,v=_.length,y=Ow();y.p(c),r.push(Aw(l,{size:c.length,crc:y.d(),c:_,f:d,m,u:f!=o.length||m&&p.length!=h,o:i,compression:u})),i+=30+f+g+v,a+=76+2*(f+g)+(h||0)+v}for(var b=new zC(a+22),x=i,S=a-i,C=0;C<r.length;++C){var d=r[C];Jw(b,d.o,d,d.f,d.u,d.c.length);var w=30+d.f.length+qw(d.extra);b.set(d.c,d.o+w),Jw(b,i,d,d.f,d.u,d.c.length,d.o,d.m),i+=16+w+(d.m?d.m.length:0)}return Yw(b,i,r.length,S,x),b}function Zw(e,t){for(var n={},r=e.length-22;Mw(e,r)!=101010256;--r)(!r||e.length-r>65558)&&mw(13);var i=jw(e,r+8);if(!i)return{};var a=Mw(e,r+16),o=Mw(e,r-20)==117853008;if(o){var s=Mw(e,r-12);o=Mw(e,s)==101075792,o&&(i=Mw(e,s+32),a=Mw(e,s+48))}for(var c=t&&t.filter,l=0;l<i;++l){var u=Gw(e,a,o),d=u[0],f=u[1],p=u[2],m=u[3],h=u[4],g=u[5],_=Ww(e,g);a=h,(!c||c({name:m,size:f,originalSize:p,compression:d}))&&(d?d==8?n[m]=Lw(e.subarray(_,_+f),{out:new zC(p)}):mw(14,`unknown compression type `+d):n[m]=fw(e,_,_+f))}return n}var Qw={mismatch:`Imported file does not match the current mode.`,notObject:e=>`${e} must be a JSON object.`,badJson:e=>`The file is not valid JSON: ${e}`,emptyFile:`The file is empty.`,missingProfile:`The file has no "profile" object.`,unknownFormat:e=>`Unknown profile format "${e}": expected a Troupe or Luker orchestrator profile export.`,noFormat:`The file names no format and no mode: it is not a profile export.`,unknownMode:e=>`Unknown execution mode "${e}" (expected director, loop, spec, agenda or single).`,cycle:`The profile contains a circular reference.`,unrepairable:(e,t)=>`The profile cannot be repaired at ${e||`(root)`}: ${t}`,badSkills:e=>`Embedded skills are malformed: ${e}`};function $w(e){if(e===void 0)return`nothing`;let t;try{t=typeof e==`string`?JSON.stringify(e):JSON.stringify(e)??String(e)}catch{t=String(e)}return t.length>60?`${t.slice(0,57)}...`:t}var eT=class extends Error{constructor(e){super(e),this.name=`ProfileError`}};function tT(e){let t=``;for(let n of e)t+=typeof n==`number`?`[${n}]`:t?`.${n}`:n;return t}var nT=class{list=[];add(e,t,n){this.list.push({path:typeof e==`string`?e:tT(e),code:t,message:n})}};function K(e){if(typeof e!=`object`||!e||Array.isArray(e))return!1;let t=Object.getPrototypeOf(e);return t===Object.prototype||t===null}function rT(e,t=/* @__PURE__ */ new Set){if(typeof e!=`object`||!e)return typeof e==`function`||typeof e==`symbol`?void 0:typeof e==`bigint`?Number(e):e;let n=e;if(typeof n.toJSON==`function`)return rT(n.toJSON(),t);if(t.has(e))throw new eT(Qw.cycle);t.add(e);try{if(Array.isArray(e))return e.map(e=>rT(e,t)??null);let n={};for(let[r,i]of Object.entries(e)){let e=rT(i,t);e!==void 0&&(n[r]=e)}return n}finally{t.delete(e)}}function iT(e,t){let n=e;for(let e of t){if(typeof n!=`object`||!n)return;n=n[e]}return n}var aT=500;function oT(e,t,n,r=[]){let i={root:t},a=[];for(let t=0;t<aT;t++){let t=e.safeParse(i.root);if(t.success){for(let e of a){let i=iT({root:t.data},[`root`,...e.path]),a=i===void 0?`removed`:`set to the default ${$w(i)}`;n.add([...r,...e.path],`defaulted`,`${e.message}; ${a}.`)}return t.data}let o=/* @__PURE__ */ new Map,s=!1;for(let e of t.error.issues){let t=e.path.map(e=>typeof e==`symbol`?String(e):e);if(t.length===0)throw new eT(Qw.unrepairable(tT(r),e.message));let c=[`root`,...t],l=iT(i,c.slice(0,-1)),u=c[c.length-1];if(typeof l!=`object`||!l)continue;let d=l[u],f=[...r,...t],p=(e,t,r)=>{l[u]=e,n.add(f,t,r),s=!0},m=(e,t,i)=>{let a=JSON.stringify(e),c=o.get(a);c||o.set(a,c={arrPath:e,indices:/* @__PURE__ */ new Set,reason:[]}),c.indices.has(t)||(c.indices.add(t),n.add([...r,...e.slice(1),t],`dropped`,i)),s=!0};if((e.code===`too_big`||e.code===`too_small`)&&typeof d==`number`&&Number.isFinite(d)){let t=Number(e.code===`too_big`?e.maximum:e.minimum);p(t,`clamped`,`${d} is ${e.code===`too_big`?`above the maximum`:`below the minimum`} ${t}; clamped to ${t}.`)}else{if(e.code===`invalid_type`){let t=e.expected;if(d===void 0&&!(Array.isArray(l)&&typeof u==`number`)){let e=sT(c);if(e<0)throw new eT(Qw.unrepairable(tT(f),`"${String(u)}" is required`));m(c.slice(0,e),c[e],`entry dropped: "${String(u)}" is required.`);continue}if((t===`number`||t===`int`)&&typeof d==`string`&&d.trim()!==``&&Number.isFinite(Number(d))){p(Number(d),`coerced`,`text ${$w(d)} read as the number ${Number(d)}.`);continue}if(t===`int`&&typeof d==`number`&&Number.isFinite(d)){p(Math.round(d),`rounded`,`${d} is not a whole number; rounded to ${Math.round(d)}.`);continue}if(t===`boolean`&&(d===`true`||d===`false`||d===0||d===1)){let e=d===`true`||d===1;p(e,`coerced`,`${$w(d)} read as ${e}.`);continue}if(t===`string`&&(typeof d==`number`||typeof d==`boolean`)){p(String(d),`coerced`,`${$w(d)} read as text.`);continue}}if(Array.isArray(l)&&typeof u==`number`)m(c.slice(0,-1),u,`invalid entry ${$w(d)} dropped (${e.message}).`);else if(d===void 0){let t=sT(c);if(t<0)throw new eT(Qw.unrepairable(tT(f),e.message));m(c.slice(0,t),c[t],`entry dropped: ${e.message}.`)}else delete l[u],a.push({path:t,message:`invalid value ${$w(d)} (${e.message})`}),s=!0}}for(let{arrPath:e,indices:t}of o.values()){let n=iT(i,e);if(Array.isArray(n))for(let e of[...t].sort((e,t)=>t-e))n.splice(e,1)}if(!s)break}throw new eT(Qw.unrepairable(tT(r),`too many problems to repair`))}function sT(e){for(let t=e.length-2;t>=0;t--)if(typeof e[t]==`number`)return t;return-1}function cT(e){return!e||e.startsWith(`/`)||/^[A-Za-z]:/.test(e)||e.includes(`\\`)||e.split(`/`).some(e=>e===`..`||e===``||e===`.`)}function lT(e,t,n=`skills`){if(e==null)return[];if(!Array.isArray(e))return t.add(n,`dropped`,`embedded skills ignored: expected a list.`),[];let r=[];return e.forEach((e,i)=>{let a=`${n}[${i}]`;if(!K(e)||typeof e.name!=`string`||!e.name.trim()||!Array.isArray(e.files)){t.add(a,`dropped`,`embedded skill ignored: it needs a name and a list of files.`);return}let o=[];e.files.forEach((e,n)=>{let r=`${a}.files[${n}]`;!K(e)||typeof e.path!=`string`||cT(e.path)?t.add(r,`dropped`,`file ignored: it needs a relative path without "..".`):typeof e.text==`string`?o.push({path:e.path,text:e.text}):typeof e.base64==`string`&&/^[A-Za-z0-9+/=\s]*$/.test(e.base64)?o.push({path:e.path,base64:e.base64.replace(/\s/g,``)}):t.add(r,`dropped`,`file "${e.path}" ignored: it needs "text" or "base64".`)}),o.length===0?t.add(a,`dropped`,`embedded skill "${e.name}" ignored: no usable file.`):r.push({name:e.name.trim(),files:o})}),r}function uT(e){let t=atob(e.replace(/\s/g,``)),n=new Uint8Array(t.length);for(let e=0;e<t.length;e++)n[e]=t.charCodeAt(e);return n}function dT(e){let t=``;for(let n=0;n<e.length;n+=32768)t+=String.fromCharCode(...e.subarray(n,n+32768));return btoa(t)}var fT=new TextDecoder(`utf-8`,{fatal:!0});function pT(e,t,n){if(e==null)return[];if(!K(e)||e.version!==1||!Array.isArray(e.items))return t.add(n,`dropped`,`embedded skills ignored: expected {version: 1, items: [...]}.`),[];let r=[];e.items.forEach((e,i)=>{if(!K(e))return void r.push(e);if(typeof e.contentBase64==`string`){try{let t=Zw(uT(e.contentBase64)),n=Object.entries(t).filter(([e])=>!e.endsWith(`/`)).map(([e,t])=>{try{return{path:e,text:fT.decode(t)}}catch{return{path:e,base64:dT(t)}}});r.push({name:e.name,files:n})}catch(a){t.add(`${n}.items[${i}]`,`dropped`,`embedded skill "${String(e.name)}" ignored: its zip cannot be read (${a.message}).`),r.push(null)}return}let a=Array.isArray(e.files)?e.files.map(e=>K(e)?e.encoding===`base64`?{path:e.path,base64:e.content}:{path:e.path,text:e.content??e.text}:e):e.files;r.push({name:e.name,files:a})});let i=new nT,a=lT(r.filter(e=>e!==null),i,`${n}.items`);return t.list.push(...i.list),a}function mT(e){let{apiPresetName:t,promptPresetName:n,...r}=e,i={...r};return t!==void 0&&i.apiPreset===void 0&&(i.apiPreset=t),n!==void 0&&i.promptPreset===void 0&&(i.promptPreset=n),i}function hT(e,t,n){let r={};for(let[e,n]of Object.entries(t))e!==`finalize`&&(r[e]=K(n)?{...n}:n);let i=r.note;K(i)&&(i.open===void 0&&i.add!==void 0&&(i.open=i.add),i.close===void 0&&i.delete!==void 0&&(i.close=i.delete),delete i.add,delete i.delete);for(let t of Y_[e])K(r[t])?n.verbsDefaultOn&&(r[t]={...rv(e,t,!0),...r[t]}):r[t]=n.missingNamespace(t);return r}var gT=e=>t=>rv(e,t,!1);function _T(e,t,n=!1){return K(t)?hT(e,t,{missingNamespace:t=>t===`message`&&n?rv(e,t,!0):rv(e,t,!1)}):t??null}function vT(e){let t=e;if(K(e.director)&&e.mainAgent===void 0){let{director:n,...r}=e;t={...r,...n}}let n=mT(t),r=K(t.tools),i=r&&K(t.tools.message);if(r?n.tools=hT(`director`,t.tools,{missingNamespace:e=>e===`collab`?rv(`director`,e,!0):rv(`director`,e,!1)}):t.tools!==void 0&&t.tools!==null?n.tools=t.tools:delete n.tools,K(t.mainAgent)){let e=mT(t.mainAgent);e.tools=K(t.mainAgent.tools)?_T(`director`,t.mainAgent.tools,!0):i?null:{message:rv(`director`,`message`,!0)},n.mainAgent=e}return Array.isArray(t.subAgents)&&(n.subAgents=t.subAgents.map(e=>{if(!K(e))return e;let t=mT(e);return K(e.tools)&&(t.tools=_T(`director`,e.tools)),t})),t.skills===void 0&&(n.skills={visible:[`*`],deny:[]}),n}function yT(e){let{system_prompt:t,apiPresetName:n,promptPresetName:r,max_rounds:i,wall_clock_budget_ms:a,capsule_inject:o,tools:s,...c}=e,l={...c},u=K(c.loopAgent)?{...c.loopAgent}:{};if(t!==void 0&&(u.systemPrompt=t),n!==void 0&&(u.apiPreset=n),r!==void 0&&(u.promptPreset=r),l.loopAgent=u,i!==void 0&&(l.maxRounds=i),a!==void 0&&(l.wallClockBudgetMs=a),K(o)){let e={...o};e.customInstruction===``&&delete e.customInstruction,l.capsule=e}return K(s)?l.tools=hT(`loop`,s,{missingNamespace:e=>rv(`loop`,e,!0),verbsDefaultOn:!0}):s!=null&&(l.tools=s),l.skills===void 0&&(l.skills={visible:[`*`],deny:[]}),l}function bT(e){let{spec:t,presets:n,...r}=e,i={...r},{stages:a,defaultTools:o,skills:s,lorebookFilter:c,...l}=K(t)?t:{};Object.assign(i,l);let u=K(n)?n:{};return i.agents=Object.entries(u).map(([e,t])=>{if(!K(t))return{id:e};let{tools:n,skills:r,...i}=mT(t);return{id:e,...i}}),Array.isArray(a)&&(i.stages=a.map(e=>!K(e)||!Array.isArray(e.nodes)?e:{...e,nodes:e.nodes.map(e=>{let t=typeof e==`string`?{id:e,preset:e}:K(e)?{...e}:{invalid:e},{preset:n,...r}=t,i=typeof n==`string`&&n?n:typeof t.id==`string`?t.id:``,a=u[i],o={...r,agent:i};o.id===void 0&&(o.id=i);let s=K(t.tools)?t.tools:K(a)&&K(a.tools)?a.tools:null;return o.tools=s?_T(`spec`,s):null,o.skills===void 0&&K(a)&&a.skills!==void 0&&(o.skills=a.skills),o})})),i.tools=K(o)?hT(`spec`,o,{missingNamespace:gT(`spec`)}):hT(`spec`,{},{missingNamespace:gT(`spec`)}),i.skills=s??{visible:[`*`],deny:[]},c!==void 0&&(i.lorebookFilter=c),i}function xT(e){let{planner:t,agents:n,finalAgentId:r,limits:i,defaultTools:a,...o}=e,s={...o};if(K(t)&&(s.planner=mT(t)),K(n)&&(s.workers=Object.entries(n).map(([e,t])=>{if(!K(t))return{id:e};let n=mT(t);return n.id=e,n.tools=K(t.tools)?_T(`agenda`,t.tools):null,n})),r!==void 0&&(s.finalWorkerId=r),K(i)){let{plannerMaxRounds:e,maxConcurrentAgents:t,maxTotalRuns:n,...r}=i;e!==void 0&&(s.plannerMaxRounds=e),t!==void 0&&(s.maxConcurrentWorkers=t),n!==void 0&&(s.maxTotalRuns=n),Object.keys(r).length&&(s.limits=r)}return K(a)?s.tools=hT(`agenda`,a,{missingNamespace:gT(`agenda`)}):a===null&&(s.tools=hT(`agenda`,{},{missingNamespace:gT(`agenda`)})),s.skills===void 0&&(s.skills={visible:[`*`],deny:[]}),s}var ST={director:vT,loop:yT,spec:bT,agenda:xT},CT=[`director`,`loop`,`spec`,`agenda`,`single`];function wT(e){return typeof e==`string`&&CT.includes(e)}var TT=(e,t,n)=>Qg().int().min(e).max(t).default(n),ET=e=>U().default(e),DT=e=>n_().default(e),OT=c_(U()).transform(e=>{let t=[];for(let n of e){let e=n.trim();e&&!t.includes(e)&&t.push(e)}return t}),kT=e=>u_({visible:OT.default(()=>[...e.visible]),deny:OT.default(()=>[...e.deny])}).prefault(()=>({visible:[...e.visible],deny:[...e.deny]})),AT=u_({visible:OT.optional(),deny:OT.optional()}).optional(),jT=[`atDepth`,`before`,`after`,`ANTop`,`ANBottom`,`EMTop`,`EMBottom`],MT=[`system`,`user`,`assistant`],NT=u_({customInstruction:ET(`Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.`),position:v_(jT).default(`atDepth`),depth:TT(0,1e4,0),role:v_(MT).default(`system`)}).prefault({}),PT=u_({bookPattern:ET(``),entryPattern:ET(``)}).prefault({}),FT={apiPreset:ET(``),promptPreset:ET(``)},IT=e=>TT(0,2e5,e),LT=(e,t)=>({storyMessages:Qg().int().min(0).max(1e3).nullable().default(e),storyTokens:TT(0,1e6,t)}),RT={toolCallRetryMax:TT(0,10,2)},zT=4096,BT={storyMessages:8,storyTokens:4e3},VT=`Guidance is for the writer of the next reply, not for the reader: concrete, short, in bullet points, in the language of the story. Never write the reply itself.`,HT=`You prepare the next in-character reply of a role-play without writing it. Another model writes the reply; it will read the guidance you finish with.

Gather what you need with your tools, one step at a time: read the recent chat (chat_read_range, chat_search), look up lorebook entries (world_book_list, lorebook_search, lorebook_get), recall memory when it is available, and check the "Open Notes" block for plot threads you opened earlier (note_open for a real promise the story must pay off, note_close when one has been delivered). Stop gathering as soon as you know enough; every round costs time.

Then call finalize({capsule_text}) with the guidance: what the user wants this turn, the facts and states the reply must respect, what each character in focus knows and wants, the direction of the next beat, and pitfalls to avoid (contradictions, characters knowing what they were not told, lifeless report-like prose). ${VT}`,UT=`## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}`,WT=[{id:`distiller`,systemPrompt:`You distil the current state of a role-play for a team preparing the next reply. Be factual and brief; never invent. ${VT}`,userPromptTemplate:`${UT}

Summarise: where the scene is, who is present, what each character in focus wants and feels, what was just said or done, and what the user asks for this turn (explicitly or between the lines). At most ten bullet points.`},{id:`lorebook_reader`,systemPrompt:`You pick the world knowledge the next reply must respect: lorebook facts, setting rules, established relationships. ${VT}`,userPromptTemplate:`${UT}

## Scene summary
{{distiller}}

List the facts from the world information and the chat that constrain the next reply, each with why it matters now. At most six.`},{id:`anti_data_guard`,systemPrompt:`You protect the next reply from lifeless writing: characters written as sensors or reports, clinical vocabulary where feeling belongs, reserved characters written as empty. ${VT}`,userPromptTemplate:`${UT}

## Scene summary
{{distiller}}

For each character in focus, name the feeling underneath this moment and one concrete way to show it (gesture, wording, silence). Name the two report-like phrasings this scene invites and must avoid.`},{id:`planner`,systemPrompt:`You plan the next beat of the story. ${VT}`,userPromptTemplate:`${UT}

## Earlier outputs
{{previous_outputs}}

Propose the next beat: what happens in three to five steps, what changes for each character in focus, and the line or image the reply should end on. Respect every constraint above.`},{id:`recall_relevance`,systemPrompt:`You decide which earlier details deserve to come back now. ${VT}`,userPromptTemplate:`${UT}

## Earlier outputs
{{previous_outputs}}

Name at most four earlier details (promises, objects, unresolved questions) the next reply could pick up naturally, and at most two it must not touch yet.`},{id:`critic`,systemPrompt:`You review the team's work before the guidance is written. Approve when the plan is consistent with the facts and with what the user asked; request a rerun of specific nodes only for a real contradiction or a missed request, and say exactly what to fix.`,userPromptTemplate:`${UT}

## Team outputs
{{previous_outputs}}

Check the plan against the facts, the user's request and the characters' knowledge. Approve with short feedback for the final writer, or request a rerun naming the nodes and the fix.`},{id:`synthesizer`,systemPrompt:`You write the final guidance the main model will read before it writes the reply. ${VT}`,userPromptTemplate:`${UT}

## Team outputs
{{previous_outputs}}

Merge everything into one guidance text: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. Include the reviewer's feedback.`}],GT=[{id:`distill`,mode:`serial`,nodes:[{id:`distiller`}]},{id:`gather`,mode:`parallel`,nodes:[{id:`lorebook_reader`},{id:`anti_data_guard`}]},{id:`plan`,mode:`parallel`,nodes:[{id:`planner`},{id:`recall_relevance`}]},{id:`review`,mode:`serial`,nodes:[{id:`critic`,type:`review`}]},{id:`final`,mode:`serial`,nodes:[{id:`synthesizer`}]}],KT=`You run a small team that prepares guidance for the next reply of a role-play. You do not write the guidance yourself. Each step you either dispatch workers or finish.

Keep the todo board honest: add a todo for each piece of work, mark todos doing, done, blocked or dropped as reports arrive. Dispatch workers that do not depend on each other in the same step, give each a precise task brief, and pass earlier run ids as input when a worker needs another's report. Stay within the run budget shown in the runtime limits. Finish as soon as the final worker has what it needs: state in the finalize field why the material is sufficient.`,qT=`## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

Plan the work for this turn.`,JT=`## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

## Your task
{{task}}

## Input reports
{{inputs}}`,YT=[{id:`distiller`,description:`Summarises the scene state and what the user asks for this turn.`,systemPrompt:`You distil the current state of the role-play: where the scene is, who is present, what each character wants and feels, what the user asks for this turn. Never invent. Submit at most ten bullet points. ${VT}`,userPromptTemplate:JT},{id:`lorebook_reader`,description:`Finds world facts and setting rules the next reply must respect.`,systemPrompt:`You collect the world facts that constrain the next reply, from the world information, the chat and your tools when enabled. Submit at most six facts, each with why it matters now. ${VT}`,userPromptTemplate:JT},{id:`plot_planner`,description:`Proposes the next story beat from the reports it is given.`,systemPrompt:`You propose the next beat: three to five steps of what happens, what changes for each character in focus, and the image the reply should end on. Respect the facts in your input reports. ${VT}`,userPromptTemplate:JT},{id:`critic`,description:`Checks a plan against facts, the user request and character knowledge.`,systemPrompt:`You check the plan in your input reports against the facts, the user's request and what each character knows. Submit only real problems, each with the fix; or "no problems". ${VT}`,userPromptTemplate:JT},{id:`finalizer`,description:`Writes the final guidance from all reports (the final worker).`,systemPrompt:`You write the final guidance the main model reads before it writes the reply: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. ${VT}`,userPromptTemplate:JT}],XT=`You prepare guidance for the next in-character reply of a role-play; another model writes the reply after reading your guidance. Read the recent chat and the latest user message and give: what the user wants this turn, the facts and character states to respect, what each character in focus knows and feels, the direction of the next beat, and pitfalls to avoid. ${VT}`,ZT=`## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

Return the guidance through the function call only, in its "text" field.`;function QT(e,t,n,r){let i=[],a=/* @__PURE__ */ new Set;return e.forEach((e,o)=>{let s=e.id.trim();if(!s){n.add(`${t}[${o}]`,`dropped`,`${r} without an id dropped.`);return}let c=s;for(let e=2;a.has(c);e++)c=`${s}_${e}`;c!==s&&n.add(`${t}[${o}].id`,`renamed`,`duplicate ${r} id "${s}" renamed to "${c}".`),a.add(c),e.id=c,i.push(e)}),i}var $T=u_({systemPrompt:ET(KT),userPromptTemplate:ET(qT),...FT,maxTokens:IT(zT),skills:AT}).prefault({}),eE=u_({id:U(),description:ET(``),systemPrompt:ET(``),userPromptTemplate:ET(``),...FT,maxTokens:IT(zT),tools:ov(`agenda`).nullable().default(null),skills:AT}),tE=u_({mode:b_(`agenda`),...FT,skills:kT({visible:[`*`],deny:[]}),tools:av(`agenda`).prefault({}),planner:$T,workers:c_(eE).prefault(()=>structuredClone(YT)),finalWorkerId:ET(`finalizer`),plannerMaxRounds:TT(1,20,6),maxConcurrentWorkers:TT(1,12,3),maxTotalRuns:TT(1,200,24),workerMaxRounds:TT(1,20,20),...RT,maxRecentMessages:TT(1,200,14),includeWorldInfo:DT(!0),useStreaming:DT(!1),capsule:NT,lorebookFilter:PT});function nE(e,t){if(e.workers=QT(e.workers,`workers`,t,`worker`),e.finalWorkerId=e.finalWorkerId.trim(),e.workers.length===0){let n=YT.find(e=>e.id===`finalizer`);e.workers.push(eE.parse(structuredClone(n))),t.add(`workers`,`defaulted`,`an agenda needs at least one worker; the default "finalizer" was added.`),e.finalWorkerId||=`finalizer`}return e.finalWorkerId||(e.finalWorkerId=e.workers[e.workers.length-1].id,t.add(`finalWorkerId`,`defaulted`,`no final worker named; "${e.finalWorkerId}" (the last worker) writes the capsule.`)),e}var rE=ov(`director`),iE=u_({systemPrompt:ET(Pc),...FT,maxTokens:IT(Mc.maxTokens),...LT(Mc.storyMessages,Mc.storyTokens),tools:rE.nullable().default(()=>({message:rv(`director`,`message`,!0)})),skills:AT}).prefault(()=>({skills:{visible:[...jc]}})),aE=u_({id:U(),description:ET(``),systemPrompt:ET(``),...FT,maxTokens:IT(Nc.maxTokens),...LT(Nc.storyMessages,Nc.storyTokens),tools:rE.nullable().default(null),maxRounds:Qg().int().min(1).max(50).nullable().default(null),skills:AT}),oE=u_({mode:b_(`director`),...FT,skills:kT({visible:Ac,deny:[]}),tools:av(`director`).prefault({}),mainAgent:iE,subAgents:c_(aE).prefault(()=>structuredClone(Hc)),maxRounds:TT(1,50,20),subAgentMaxRounds:TT(1,50,16),maxConcurrentSubagents:TT(1,16,4),maxTotalSubagentRuns:TT(1,100,16),...RT,useStreaming:DT(!0),discardOnAbort:DT(!1),lorebookFilter:PT});function sE(e,t){return e.subAgents=QT(e.subAgents,`subAgents`,t,`sub-agent`),e}var cE=u_({systemPrompt:ET(HT),...FT,maxTokens:IT(zT),...LT(BT.storyMessages,BT.storyTokens),skills:AT}).prefault({}),lE=u_({mode:b_(`loop`),...FT,skills:kT({visible:[`*`],deny:[]}),loopAgent:cE,tools:av(`loop`).prefault({}),maxRounds:TT(1,50,20),wallClockBudgetMs:TT(1e4,864e5,3e5),...RT,useStreaming:DT(!1),capsule:NT,lorebookFilter:PT}),uE=u_({systemPrompt:ET(XT),userPromptTemplate:ET(ZT),...FT,maxTokens:IT(zT),skills:AT}).prefault({}),dE=u_({mode:b_(`single`),...FT,skills:kT({visible:[`*`],deny:[]}),node:uE,...RT,maxRecentMessages:TT(1,200,14),includeWorldInfo:DT(!0),useStreaming:DT(!1),capsule:NT,lorebookFilter:PT}),fE=u_({id:U(),description:ET(``),systemPrompt:ET(``),userPromptTemplate:ET(``),...FT,maxTokens:IT(zT)}),pE=u_({id:ET(``),agent:ET(``),type:v_([`worker`,`review`]).default(`worker`),userPromptTemplate:U().optional(),tools:ov(`spec`).nullable().default(null),skills:AT}),mE=u_({id:ET(``),mode:v_([`serial`,`parallel`]).default(`serial`),nodes:c_(pE).default(()=>[])});function hE(){return GT.map(e=>({...e,nodes:e.nodes.map(e=>({id:e.id,agent:e.id,type:e.type??`worker`}))}))}var gE=u_({mode:b_(`spec`),...FT,skills:kT({visible:[`*`],deny:[]}),tools:av(`spec`).prefault({}),agents:c_(fE).prefault(()=>structuredClone(WT)),stages:c_(mE).prefault(hE),nodeIterationMaxRounds:TT(1,20,20),reviewRerunMaxRounds:TT(0,20,2),...RT,maxRecentMessages:TT(1,200,14),includeWorldInfo:DT(!0),useStreaming:DT(!1),capsule:NT,lorebookFilter:PT});function _E(e){if(Array.isArray(e.stages))for(let t of e.stages)K(t)&&Array.isArray(t.nodes)&&(t.nodes=t.nodes.map(e=>typeof e==`string`?{id:e,agent:e}:e))}function vE(e,t){e.agents=QT(e.agents,`agents`,t,`agent`);let n=/* @__PURE__ */ new Set,r=[];e.stages.forEach((e,i)=>{let a=[];e.nodes.forEach((e,r)=>{let o=e.id.trim()||e.agent.trim(),s=e.agent.trim()||o;if(!o){t.add(`stages[${i}].nodes[${r}]`,`dropped`,`node without an id or agent dropped.`);return}let c=o;for(let e=2;n.has(c);e++)c=`${o}_${e}`;c!==o&&t.add(`stages[${i}].nodes[${r}].id`,`renamed`,`duplicate node id "${o}" renamed to "${c}".`),n.add(c),e.id=c,e.agent=s,a.push(e)}),a.length===0?t.add(`stages[${i}]`,`dropped`,`stage without nodes dropped.`):(e.nodes=a,e.mode===`parallel`&&a.some(e=>e.type===`review`)&&(e.mode=`serial`,t.add(`stages[${i}].mode`,`clamped`,`a stage with a review node runs serially; mode set to "serial".`)),r.push(e))});let i=/* @__PURE__ */ new Set;if(r.forEach((e,n)=>{let r=e.id.trim()||`stage_${n+1}`,a=r;for(let e=2;i.has(a);e++)a=`${r}_${e}`;e.id.trim()&&a!==r&&t.add(`stages[${n}].id`,`renamed`,`duplicate stage id "${r}" renamed to "${a}".`),i.add(a),e.id=a}),r.length===0){t.add(`stages`,`defaulted`,`the workflow has no usable stage; the default workflow was restored.`),e.stages=gE.shape.stages.parse(void 0);for(let t of WT)e.agents.some(e=>e.id===t.id)||e.agents.push(fE.parse(structuredClone(t)))}else e.stages=r;return e}function yE(e,t){if(!wT(e))throw new eT(Qw.unknownMode(String(e)));if(typeof t!=`object`||!t||Array.isArray(t))throw new eT(Qw.notObject(`A profile`));let n=rT(t),r=new nT;n.mode!==void 0&&n.mode!==e&&r.add(`mode`,`mode_forced`,`mode ${JSON.stringify(n.mode)} replaced by "${e}".`),n.mode=e;let i;switch(e){case`director`:i=sE(oT(oE,n,r),r);break;case`loop`:i=oT(lE,n,r);break;case`spec`:_E(n),i=vE(oT(gE,n,r),r);break;case`agenda`:i=nE(oT(tE,n,r),r);break;case`single`:i=oT(dE,n,r)}return{profile:i,warnings:r.list}}function bE(e){return yE(e,{}).profile}var xE=/* @__PURE__ */ new Set([`apikey`,`secret`,`secretkey`,`clientsecret`,`password`,`passwd`,`pwd`,`passphrase`,`token`,`accesstoken`,`refreshtoken`,`authtoken`,`idtoken`,`sessiontoken`,`bearer`,`bearertoken`,`authorization`,`privatekey`,`credential`,`credentials`,`cookie`]),SE=[`apikey`,`secret`,`secretkey`,`password`,`passwd`,`accesstoken`,`refreshtoken`,`authtoken`,`bearertoken`,`sessiontoken`,`privatekey`];function CE(e){let t=e.toLowerCase().replace(/[-_\s]/g,``);return xE.has(t)||SE.some(e=>t.endsWith(e))}var wE=[String.raw`sk-(?:proj-|ant-(?:api\d\d-)?|or-v1-)?[A-Za-z0-9_-]{20,}`,String.raw`AIza[0-9A-Za-z_-]{35}`,String.raw`gh[pousr]_[A-Za-z0-9]{30,}`,String.raw`github_pat_[A-Za-z0-9_]{30,}`,String.raw`xox[abprs]-[A-Za-z0-9-]{10,}`,String.raw`hf_[A-Za-z0-9]{30,}`,String.raw`gsk_[A-Za-z0-9]{30,}`,String.raw`xai-[A-Za-z0-9]{30,}`,String.raw`AKIA[0-9A-Z]{16}`,String.raw`[Bb]earer\s+[A-Za-z0-9._~+/=-]{16,}`,String.raw`eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}`],TE=RegExp(`^\\s*(?:${wE.join(`|`)})\\s*$`),EE=RegExp(`(?<![A-Za-z0-9])(?:${wE.join(`|`)})`,`g`),DE=/^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@|[?&](?:api[-_]?key|key|token|access[-_]?token|secret|password)=[^&\s]+/i;function OE(e){return TE.test(e)||/^\S+$/.test(e)&&DE.test(e)}var kE=`[removed]`;function AE(e){let t=[],n=(e,r)=>{if(typeof e==`string`){let n=e.replace(EE,kE);return n!==e&&t.push(r),n}if(Array.isArray(e)){let i=[];return e.forEach((e,a)=>{typeof e==`string`&&OE(e)?t.push(`${r}[${a}]`):i.push(n(e,`${r}[${a}]`))}),i}if(e&&typeof e==`object`){let i={};for(let[a,o]of Object.entries(e)){let e=r?`${r}.${a}`:a;CE(a)&&o!==null&&o!==``&&typeof o!=`boolean`||typeof o==`string`&&OE(o)?t.push(e):i[a]=n(o,e)}return i}return e};return{value:n(e,``),removed:t}}function jE(e){let t=e?.data?.extensions;return K(t)?t:{}}function ME(e){let t=jE(e).troupe;if(K(t))return{...t,version:typeof t.version==`number`?t.version:1,overrides:K(t.overrides)?t.overrides:{}}}function NE(e,t){let n=jE(e).orchestrator;if(!K(n)||t===`single`||n.enabled===!1||n.useCharacterOverride===!1||n.overrideEnabled===!1)return;let r=n.presetLibraries,i=K(n.activePresetIds)?n.activePresetIds[t]:void 0;if(K(r)&&K(r[t])&&typeof i==`string`&&i){let e=r[t][i];if(K(e)){let{name:t,...n}=e;return n}}let a=n.override;if(!K(a))return;if(t===`spec`)return K(a.spec)?{spec:a.spec,presets:a.presets}:void 0;let o=a[t];if(!K(o))return;let{updatedAt:s,enabled:c,...l}=o;if(c!==!1)return l}function PE(e,t){let n=ME(e),r,i;if(n&&t in n.overrides){if(r=n.overrides[t],r==null)return null;i=`troupe`}else{let n=NE(e,t);if(!n)return null;r=ST[t]?.(rT(n))??n,i=`luker`}try{let e=AE(rT(r)),n=new nT;for(let t of e.removed)n.add(t,`secret_removed`,`a credential was removed from the card override.`);let a=yE(t,e.value);return{ok:!0,profile:a.profile,warnings:[...n.list,...a.warnings],from:i}}catch(e){return{ok:!1,error:`The character card's ${t} override cannot be used: ${e.message}`,from:i}}}function FE(e){let t=K(e)?rT(e):{};return{...t,version:1,overrides:K(t.overrides)?t.overrides:{}}}function IE(e,t,n){let r=FE(e),i=AE(rT(n)).value;return i.mode=t,r.overrides={...r.overrides,[t]:i},r}function LE(e,t){let n=FE(e);return n.overrides={...n.overrides,[t]:null},n}function RE(e){let t=ME(e);return CT.filter(n=>t&&n in t.overrides?K(t.overrides[n]):NE(e,n)!==void 0)}function zE(e){let t=new nT,n=lT(ME(e)?.skills,t,`data.extensions.troupe.skills`),r=jE(e).luker;return K(r)&&r.embedded_skills_source!==void 0&&n.push(...pT(r.embedded_skills_source,t,`data.extensions.luker.embedded_skills_source`)),{skills:n,warnings:t.list}}function BE(e,t){let n=FE(e),r=lT(rT(t),new nT);return r.length?n.skills=r:delete n.skills,n}function VE(e){let t=RE(e),{skills:n}=zE(e);if(t.length===0&&n.length===0)return null;let r=jE(e),i={troupe:r.troupe??null,orchestrator:r.orchestrator??null,lukerSkills:K(r.luker)?r.luker.embedded_skills_source??null:null};return`${e?.avatar??e?.data?.name??e?.name??``}#${Xx(i)}`}function HE(e,t){let n=VE(e);return n!==null&&!t.has(n)}var UE=`default`,WE=`Default`;function GE(e){let t=new Set(e);for(;;){let e=/* @__PURE__ */ new Uint8Array(4);globalThis.crypto.getRandomValues(e);let n=`p-${[...e].map(e=>e.toString(16).padStart(2,`0`)).join(``)}`;if(!t.has(n))return n}}function KE(e,t){return`preset:${e}/${t}`}function qE(e,t=UE){return{activePresetId:t,presets:[{id:t,name:WE,profile:bE(e)}]}}function JE(e){if(typeof e!=`string`||!e.trim())throw new eT(`A preset name cannot be empty.`);return e.trim()}function YE(e,t){let n=e.presets.find(e=>e.id===t);if(!n)throw new eT(`There is no preset with id "${t}".`);return n}function XE(e){return e.presets.find(t=>t.id===e.activePresetId)??e.presets[0]}function ZE(e,t){let n=new nT;if(t==null)return{library:qE(e),warnings:[]};if(!K(t))throw new eT(`A preset library must be a JSON object.`);let r=Array.isArray(t.presets)?t.presets:[];Array.isArray(t.presets)||n.add(`presets`,`defaulted`,`the library has no preset list.`);let i=[],a=/* @__PURE__ */ new Set;if(r.forEach((t,r)=>{if(!K(t)||typeof t.id!=`string`||!t.id.trim()){n.add(`presets[${r}]`,`dropped`,`preset without an id dropped.`);return}let o;try{o=yE(e,t.profile)}catch(e){n.add(`presets[${r}].profile`,`dropped`,`preset "${t.id}" dropped: ${e.message}`);return}for(let e of o.warnings)n.add(`presets[${r}].profile${e.path?`.${e.path}`:``}`,e.code,e.message);let s=t.id.trim();if(a.has(s)){let e=GE(a);n.add(`presets[${r}].id`,`renamed`,`duplicate preset id "${s}" replaced by "${e}".`),s=e}a.add(s);let c=typeof t.name==`string`&&t.name.trim()?t.name.trim():s;i.push({id:s,name:c,profile:o.profile})}),i.length===0)return r.length&&n.add(`presets`,`defaulted`,`no usable preset; the default was added.`),{library:qE(e,QE(a)),warnings:n.list};let o=typeof t.activePresetId==`string`?t.activePresetId:``;return a.has(o)||(o&&n.add(`activePresetId`,`defaulted`,`active preset "${o}" does not exist; "${i[0].id}" is active.`),o=i[0].id),{library:{activePresetId:o,presets:i},warnings:n.list}}function QE(e){return e.has(`default`)?GE(e):UE}function $E(e,t,n,r){let i={id:GE(e.presets.map(e=>e.id)),name:JE(n),profile:r?structuredClone(r):bE(t)};return{library:{activePresetId:i.id,presets:[...e.presets,i]},preset:i}}function eD(e,t,n){let r=YE(e,t),i={id:GE(e.presets.map(e=>e.id)),name:n===void 0?`${r.name} (copy)`:JE(n),profile:structuredClone(r.profile)},a=[...e.presets];return a.splice(a.indexOf(r)+1,0,i),{library:{activePresetId:i.id,presets:a},preset:i}}function tD(e,t,n){YE(e,t);let r=JE(n);return{...e,presets:e.presets.map(e=>e.id===t?{...e,name:r}:e)}}function nD(e,t,n){return YE(e,t),{...e,presets:e.presets.map(e=>e.id===t?{...e,profile:structuredClone(n)}:e)}}function rD(e,t,n){let r=YE(e,n),i=e.presets.indexOf(r),a=e.presets.filter(e=>e.id!==n),o=KE(t,n);return a.length===0?{library:qE(t,QE(/* @__PURE__ */ new Set([n]))),deletedScope:o}:{library:{activePresetId:e.activePresetId===n?a[Math.min(i,a.length-1)].id:e.activePresetId,presets:a},deletedScope:o}}function iD(e,t){return YE(e,t),{...e,activePresetId:t}}function aD({mode:e,library:t,card:n,useCardOverride:r=!0}){let i=[];if(n&&r){let t=PE(n,e);if(t?.ok)return{mode:e,profile:t.profile,source:`character`,overrideFrom:t.from,warnings:t.warnings};t&&!t.ok&&i.push({path:`card`,code:`dropped`,message:t.error})}let a=t?XE(t):void 0;if(a)try{let t=yE(e,a.profile);return i.push(...t.warnings),{mode:e,profile:t.profile,source:`preset`,presetId:a.id,presetName:a.name,warnings:i}}catch(e){i.push({path:`presets.${a.id}`,code:`dropped`,message:e.message})}return{mode:e,profile:bE(e),source:`default`,warnings:i}}function oD(){let e,t=/* @__PURE__ */ new Map;return{resolve(n){n.mode!==e&&(t.clear(),e=n.mode);let r=n.library?XE(n.library):void 0,i=n.card?.data?.extensions,a=n.useCardOverride===!1||!i?``:`${Qx(i.troupe??null)}.${Qx(i.orchestrator??null)}`,o=`${n.mode}|${r?.id??``}|${r?.name??``}|${r?Qx(r.profile):``}|${a}`,s=t.get(o);return s||(s=aD(n),t.size>32&&t.clear(),t.set(o,s)),s},invalidate(){t.clear(),e=void 0},get size(){return t.size}}}var sD={director:`luker_orchestrator_profile_v3`,loop:`troupe_profile_loop_v1`,spec:`troupe_profile_spec_v1`,agenda:`troupe_profile_agenda_v1`,single:`troupe_profile_single_v1`},cD={luker_orchestrator_profile_v1:`spec`,luker_orchestrator_profile_v2:`agenda`,luker_orchestrator_agenda_profile_v1:`agenda`,luker_orchestrator_profile_v3:`director`,luker_orchestrator_profile_v4:`loop`},lD=[`useStreaming`,`subAgentMaxRounds`,`toolCallRetryMax`,`apiPreset`,`loopAgent`,`workers`,`capsule`];function uD(e,t,n,r={}){let i=AE(rT(n)).value;i.mode=e;let a={format:sD[e],mode:e,name:t,exportedAt:(r.now??/* @__PURE__ */ new Date).toISOString(),profile:i,extensions:{troupe:{version:1}}};if(r.skills?.length){let e=new nT;a.skills=lT(rT(r.skills),e)}return a}function dD(e,t,n,r={}){let i=uD(e,t,n,r);return{fileName:`troupe-${e}-${t.trim().replace(/[^\p{L}\p{N}._-]+/gu,`-`).replace(/^-+|-+$/g,``)||`profile`}.json`,text:`${JSON.stringify(i,null,2)}\n`}}function fD(e,t,n={}){let r=t;if(typeof t==`string`){let e=t.replace(/^\uFEFF/,``).trim();if(!e)return{ok:!1,error:Qw.emptyFile};try{r=JSON.parse(e)}catch(e){return{ok:!1,error:Qw.badJson(e.message)}}}if(!K(r))return{ok:!1,error:Qw.notObject(`A profile file`)};let i=K(r.extensions)&&K(r.extensions.troupe)||K(r.profile)&&lD.some(e=>e in r.profile),a=typeof r.format==`string`?r.format:``,o,s;if(a){let e=/^troupe_profile_([a-z]+)_v(\d+)$/.exec(a);if(e&&wT(e[1])){if(Number(e[2])>1)return{ok:!1,error:`The file was written by a newer version of Troupe (format ${a}).`};o=e[1],s=`troupe`}else if(cD[a])o=cD[a],s=i?`troupe`:`luker`;else return{ok:!1,error:Qw.unknownFormat(a)};if(r.mode!==void 0&&r.mode!==o)return{ok:!1,error:`The file is inconsistent: its format is for ${o} mode but it says mode ${JSON.stringify(r.mode)}.`}}else if(wT(r.mode))o=r.mode,s=i?`troupe`:`luker`;else return{ok:!1,error:typeof r.mode==`string`?Qw.unknownMode(r.mode):Qw.noFormat};if(o!==e)return{ok:!1,error:Qw.mismatch};if(r.profile===void 0||r.profile===null)return{ok:!1,error:Qw.missingProfile};if(!K(r.profile))return{ok:!1,error:Qw.notObject(`The file's "profile"`)};let c=new nT,l;try{l=rT(r.profile)}catch(e){return{ok:!1,error:e.message}}if(s===`luker`){let e=ST[o];e&&(l=e(l))}let u=AE(l);for(let e of u.removed)c.add(e,`secret_removed`,`a credential was removed from the imported profile.`);let d;try{d=yE(e,u.value)}catch(e){return{ok:!1,error:`The profile cannot be used: ${e.message}`}}let f=[...c.list,...d.warnings],p=new nT,m=n.embeddedSkills!==!1,h=m?lT(r.skills,p):[],g=K(r.extensions)&&K(r.extensions.luker)?r.extensions.luker:void 0;m&&g?.embedded_skills_source!==void 0&&(h=[...h,...pT(g.embedded_skills_source,p,`extensions.luker.embedded_skills_source`)]),f.push(...p.list);let _={ok:!0,mode:e,name:typeof r.name==`string`?r.name:``,profile:d.profile,warnings:f,origin:s,format:a||sD[o]};return h.length&&(_.skills=h),_}function pD(e){return e?{avatar:e.key,name:e.name,data:{name:e.name,extensions:e.extensions}}:null}var mD=W({enabled:n_().catch(!1),mode:v_(CT).catch(`director`),consentedCards:c_(U()).catch([]),declinedCards:c_(U()).catch([]),bundledFilled:n_().catch(!1),stallTimeoutSec:Qg().int().min(10).max(1800).catch(120)}),hD=mD.parse({});function gD(e){return mD.parse(typeof e==`object`&&e?e:{})}var _D=`app`;function vD(){return Object.fromEntries(CT.map(e=>[e,qE(e)]))}function yD(e){return Object.fromEntries(CT.map(t=>[t,XE(e[t]).profile]))}var bD=class{settings=at(hD);libraries=at(vD());drafts=at(yD(this.libraries.value));mode=ut(()=>this.settings.value.mode);dirty=ut(()=>{let e=this.mode.value;return this.drafts.value[e]!==XE(this.libraries.value[e])?.profile});loadWarnings=at([]);#e;#t=oD();constructor(e){this.#e=e}async load(){let e=gD(await this.#e.settings.get(_D)),t=[],n=vD();for(let e of CT)try{let r=ZE(e,await this.#e.profiles.get(e));n[e]=r.library,t.push(...r.warnings.map(t=>`${e}: ${t.path}: ${t.message}`))}catch(n){t.push(`${e}: the stored presets could not be read (${n instanceof Error?n.message:n}); defaults are shown and the stored data was left as it was.`)}Ke(()=>{this.settings.value=e,this.libraries.value=n,this.drafts.value=yD(n),this.loadWarnings.value=t})}async updateSettings(e){let t={...this.settings.value,...e};this.settings.value=t,await this.#e.settings.set(_D,t),this.#t.invalidate()}setEnabled(e){return this.updateSettings({enabled:e})}setMode(e){return this.updateSettings({mode:e})}library(e){return this.libraries.value[e]}async#n(e,t,n=!0){await this.#e.profiles.set(e,t),Ke(()=>{this.libraries.value={...this.libraries.value,[e]:t},n&&(this.drafts.value={...this.drafts.value,[e]:XE(t).profile})})}setDraft(e,t){this.drafts.value={...this.drafts.value,[e]:t}}async save(e=this.mode.value){let t=this.library(e),n=yE(e,this.drafts.value[e]);await this.#n(e,nD(t,t.activePresetId,n.profile))}revert(e=this.mode.value){this.setDraft(e,XE(this.library(e)).profile)}selectPreset(e,t){return this.#n(e,iD(this.library(e),t))}newPreset(e,t,n){return this.#n(e,$E(this.library(e),e,t,n).library)}duplicatePreset(e,t,n){return this.#n(e,eD(this.library(e),t,n).library)}renamePreset(e,t,n){return this.#n(e,tD(this.library(e),t,n),!1)}async deletePreset(e,t){let n=rD(this.library(e),e,t);return await this.#n(e,n.library),n.deletedScope}resetDraftToDefault(e){this.setDraft(e,bE(e))}exportCurrent(e){let t=this.mode.value,n=dD(t,XE(this.library(t)).name,this.drafts.value[t],e?{skills:e}:void 0);this.#e.saveAs(n.fileName,n.text)}async importFile(e){let t=this.mode.value,n=fD(t,e);return n.ok&&await this.newPreset(t,n.name||`Imported`,n.profile),n}overrideModes(e){return RE(pD(e))}needsConsent(e){let t=pD(e);if(!t)return!1;let n=VE(t);return n&&this.settings.value.declinedCards.includes(n)?!1:HE(t,new Set(this.settings.value.consentedCards))}async answerConsent(e,t){let n=VE(pD(e));if(!n)return;let r=this.settings.value;await this.updateSettings(t?{consentedCards:[.../* @__PURE__ */ new Set([...r.consentedCards,n])]}:{declinedCards:[.../* @__PURE__ */ new Set([...r.declinedCards,n])]})}#r(e){let t=pD(e);if(!t)return!1;let n=VE(t);return!n||this.settings.value.consentedCards.includes(n)}async saveOverride(e,t=this.mode.value,n){let r=IE(ME(pD(e)),t,yE(t,this.drafts.value[t]).profile);n&&(r=BE(r,n)),await this.#e.writeCardExtension(e.key,r);let i={...e,extensions:{...e.extensions,troupe:r}};await this.#i(i),this.#t.invalidate()}async clearOverride(e,t=this.mode.value){let n=LE(ME(pD(e)),t);await this.#e.writeCardExtension(e.key,n),await this.#i({...e,extensions:{...e.extensions,troupe:n}}),this.#t.invalidate()}async#i(e){let t=VE(pD(e));t&&!this.settings.value.consentedCards.includes(t)&&await this.updateSettings({consentedCards:[...this.settings.value.consentedCards,t]})}effective(e,t){return this.#t.resolve({mode:e,library:this.library(e),card:pD(t),useCardOverride:this.#r(t)})}},xD=new TextEncoder;function SD(e){return mc(e.map(e=>({path:e.path,bytes:e.bytes??xD.encode(e.text??``)})))}var CD=/\.(png|jpe?g|gif|webp|avif|zip|gz|tgz|bz2|xz|7z|woff2?|mp3|mp4|m4a|ogg|webm)$/i,wD=65536;function TD(e){return e.length<wD?!1:Fw(e.subarray(0,wD),{level:1}).length>wD*.95}function ED(e){let t=new Date(2020,0,1,12,0,0),n={};for(let r of[...e.files].sort((e,t)=>bc(e.path,t.path))){let i=r.bytes??lc(r.text??``),a=CD.test(r.path)||r.bytes!==void 0&&TD(i);n[`${e.name}/${r.path}`]=[i,{level:a?0:6,mtime:t,os:3,attrs:33188<<16}]}return Xw(n)}async function DD(e,t){let n=e.reduce((e,t)=>e+t.size,0),r=0,i=[];for(let a of e){t?.({done:r,total:n,label:a.name});let e=new Uint8Array(await a.arrayBuffer());r+=a.size,i.push({name:a.name,path:a.webkitRelativePath||a.name,bytes:e})}return t?.({done:n,total:n}),i}var OD=(()=>{let e=/* @__PURE__ */ new Int32Array(1024);for(let t=0;t<256;t++){let n=t;for(let e=0;e<8;e++)n=n&1?3988292384^n>>>1:n>>>1;e[t]=n}for(let t=0;t<256;t++){let n=e[t];for(let r=1;r<4;r++)n=e[n&255]^n>>>8,e[r*256+t]=n}return e})();function kD(e){let t=-1,n=e.length,r=n&-4,i=0;for(;i<r;i+=4)t^=e[i]|e[i+1]<<8|e[i+2]<<16|e[i+3]<<24,t=OD[768+(t&255)]^OD[512+(t>>>8&255)]^OD[256+(t>>>16&255)]^OD[t>>>24];for(;i<n;i++)t=OD[(t^e[i])&255]^t>>>8;return~t>>>0}var AD=(e,t={})=>({ok:!1,rule:e,params:t}),jD=e=>AD(`zip-invalid`,{detail:e}),MD=`ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xA0`,ND=new TextDecoder(`utf-8`,{fatal:!0}),PD=new TextDecoder(`utf-8`);function FD(e,t){if(t)return PD.decode(e);try{return ND.decode(e)}catch{let t=``;for(let n of e)t+=n<128?String.fromCharCode(n):MD[n-128];return t}}function ID(e,t){let n=new DataView(e.buffer,e.byteOffset,e.byteLength),r=e.length;if(r<22)return jD(`too short to be a zip archive`);let i=-1;for(let e=r-22;e>=Math.max(0,r-22-65535);e--)if(n.getUint32(e,!0)===101010256&&e+22+n.getUint16(e+20,!0)<=r){i=e;break}if(i<0)return jD(`no end-of-archive record (is this a zip file?)`);if(n.getUint16(i+4,!0)!==0||n.getUint16(i+6,!0)!==0)return jD(`multi-part archives are not supported`);let a=n.getUint16(i+10,!0),o=n.getUint32(i+12,!0),s=n.getUint32(i+16,!0),c=i;if(a===65535||o===4294967295||s===4294967295){let e=i-20;if(e<0||n.getUint32(e,!0)!==117853008)return jD(`zip64 locator missing`);let t=LD(n,e+8);if(t===void 0||t+56>e||n.getUint32(t,!0)!==101075792)return jD(`zip64 end record missing`);let r=LD(n,t+32),l=LD(n,t+40),u=LD(n,t+48);if(r===void 0||l===void 0||u===void 0)return jD(`zip64 sizes out of range`);[a,o,s,c]=[r,l,u,t]}if(a>t)return AD(`zip-too-many-entries`,{count:a});if(o>c)return jD(`central directory out of bounds`);let l=c-o-s;if(l<0)return jD(`central directory out of bounds`);let u=[],d=s+l;for(let t=0;t<a;t++){if(d+46>c||n.getUint32(d,!0)!==33639248)return jD(`central directory entry ${t+1} is damaged`);let r=n.getUint16(d+28,!0),i=n.getUint16(d+30,!0),a=n.getUint16(d+32,!0),o=d+46+r+i+a;if(o>c)return jD(`central directory entry ${t+1} is damaged`);let s=n.getUint16(d+8,!0),f=e.subarray(d+46,d+46+r),p={name:FD(f,!!(s&2048)),flags:s,method:n.getUint16(d+10,!0),crc:n.getUint32(d+16,!0),compressedSize:n.getUint32(d+20,!0),size:n.getUint32(d+24,!0),localOffset:n.getUint32(d+42,!0),externalAttrs:n.getUint32(d+38,!0),madeBy:n.getUint16(d+4,!0)},m=RD(n,d+46+r,i,p,f);if(m)return jD(`${p.name}: ${m}`);p.localOffset+=l,u.push(p),d=o}return{ok:!0,entries:u}}function LD(e,t){if(t<0||t+8>e.byteLength)return;let n=e.getUint32(t+4,!0);if(!(n>2097151))return n*4294967296+e.getUint32(t,!0)}function RD(e,t,n,r,i){let a=t+n;for(;t+4<=a;){let n=e.getUint16(t,!0),o=e.getUint16(t+2,!0),s=t+4;if(s+o>a)return`extra field is damaged`;if(n===1){let t=s;for(let n of[`size`,`compressedSize`,`localOffset`]){if(r[n]!==4294967295)continue;let i=t+8<=s+o?LD(e,t):void 0;if(i===void 0)return`zip64 field is damaged`;r[n]=i,t+=8}}else n===28789&&o>=5&&e.getUint8(s)===1&&e.getUint32(s+1,!0)===kD(i)&&(r.name=PD.decode(new Uint8Array(e.buffer,e.byteOffset+s+5,o-5)));t=s+o}return null}function zD(e){if((e.externalAttrs>>>16&61440)==40960)return!0;let t=e.madeBy>>>8;return(t===0||t===10||t===11)&&!!(e.externalAttrs&1024)}function BD(e,t){let n=new DataView(e.buffer,e.byteOffset,e.byteLength),r=t.localOffset;if(r+30>e.length||n.getUint32(r,!0)!==67324752)return AD(`zip-entry-invalid`,{detail:`local header missing`});let i=r+30+n.getUint16(r+26,!0)+n.getUint16(r+28,!0),a=i+t.compressedSize;return a>e.length?AD(`zip-entry-invalid`,{detail:`data runs past the end of the archive`}):{ok:!0,start:i,end:a}}var VD=class extends Error{},HD=16384;function UD(e,t,n,r){let i=e.subarray(n,r),a;if(t.method===0){if(i.length!==t.size)return AD(`zip-size-mismatch`,{actual:i.length,declared:t.size});a=i.slice()}else if(t.method===8){a=new Uint8Array(t.size);let e=0,n=!1,r=new Iw((r,i)=>{if(e+r.length>t.size)throw new VD;a.set(r,e),e+=r.length,i&&(n=!0)});try{i.length===0&&r.push(i,!0);for(let e=0;e<i.length&&!n;e+=HD)r.push(i.subarray(e,e+HD),e+HD>=i.length)}catch(e){return e instanceof VD?AD(`zip-bomb`,{bytes:t.size}):AD(`zip-entry-invalid`,{detail:e instanceof Error?e.message:String(e)})}if(e!==t.size)return AD(`zip-size-mismatch`,{actual:e,declared:t.size})}else return AD(`zip-method`,{method:t.method});return kD(a)===t.crc?{ok:!0,bytes:a}:AD(`zip-crc`)}var WD=e=>e.externalAttrs>>>16>>>12==4||!!(e.externalAttrs&16)&&e.size===0;function GD(e,t={}){let n=t.fileName??``,r=(e,t=[])=>({skills:[],issues:e,warnings:t}),i=ID(e,Vn.maxZipEntries);if(!i.ok)return r([F(i.rule,n,i.params)]);let a=[],o=[],s=/* @__PURE__ */ new Map,c=/* @__PURE__ */ new Set,l=0;for(let e of i.entries){let{path:t,isDir:n}=vc(e.name);if(n&&t===``)continue;let r=_c(t);if(r)a.push(F(r,e.name));else if(c.has(t))a.push(F(`zip-duplicate`,t));else if(c.add(t),zD(e))a.push(F(`zip-link`,t));else if(e.flags&1)a.push(F(`zip-encrypted`,t));else if(n||WD(e))continue;else e.method!==0&&e.method!==8?a.push(F(`zip-method`,t,{method:e.method})):yc(t)?o.push(F(`ignored-file`,t,{why:yc(t)})):(e.size>Vn.maxFileBytes&&a.push(F(`file-too-large`,t,{bytes:e.size})),l+=e.size,s.set(t,e))}if(l>Vn.maxZipBytes&&a.push(F(`zip-too-large`,n,{bytes:l})),a.length)return r(a,o);let{folders:u}=qn([...s.keys()]);for(let e of u){let t=e.folderName,n=0;for(let t of e.paths)n+=s.get(t).size;e.paths.length>Vn.maxFiles&&a.push(F(`too-many-files`,``,{count:e.paths.length},t)),n>Vn.maxSkillBytes&&a.push(F(`skill-too-large`,``,{bytes:n},t));let r=s.get(e.prefix+`SKILL.md`);r.size>Vn.maxSkillMdBytes&&a.push(F(`skill-md-too-large`,`SKILL.md`,{bytes:r.size},t))}if(a.length)return r(a,o);let d=u.flatMap(e=>e.paths),f=[];for(let t of d){let n=s.get(t),r=BD(e,n);r.ok?f.push({path:t,e:n,start:r.start,end:r.end}):a.push(F(r.rule,t,r.params))}if(a.length)return r(a,o);let p=[...f].sort((e,t)=>e.e.localOffset-t.e.localOffset);for(let e=1;e<p.length;e++)if(p[e].e.localOffset<p[e-1].end)return r([F(`zip-overlap`,p[e].path)],o);let m=/* @__PURE__ */ new Map;for(let t of f){let n=UD(e,t.e,t.start,t.end);if(!n.ok)return r([F(n.rule,t.path,n.params)],o);m.set(t.path,n.bytes)}let h=Sc([...s.keys()],e=>m.get(e),t,n);return{skills:h.skills,issues:h.issues,warnings:[...o,...h.warnings]}}var KD=e=>/\.zip$/i.test(e.name)||e.bytes[0]===80&&e.bytes[1]===75,qD=new TextDecoder;function JD(e,t,n){let r={skills:[],issues:[],warnings:[]},i=e=>{e.skill&&r.skills.push(e.skill),e.skills&&r.skills.push(...e.skills),r.issues.push(...e.issues),r.warnings.push(...e.warnings)};if(e===`folder`)return i(Cc(t.map(e=>({path:e.path,bytes:e.bytes})),{scope:n})),r;let a=e===`zip`?t:t.filter(KD);for(let e of a)i(GD(e.bytes,{scope:n,fileName:e.name}));let o=e===`zip`?[]:t.filter(e=>!KD(e));return o.length===1&&/\.md$/i.test(o[0].name)?i(wc(qD.decode(o[0].bytes),o[0].name,{scope:n})):o.length&&i(xc(o.map(e=>({path:e.name,bytes:e.bytes})),{scope:n})),r}function YD(e,t){return`---
${Qs({name:e,description:t},{lineWidth:-1}).trimEnd()}
---

# ${e}

${t}

## When to use

- TODO: the situations where an agent should read this skill.

## Steps

1. TODO: what the agent should do, in order.
`}var XD=e=>({ok:!1,issues:e}),ZD=(e,t)=>XD([{file:e,rule:`error`,message:t}]),QD=e=>e instanceof Error?e.message:String(e),$D=class{inventory=at([]);#e;constructor(e){this.#e=e}async refresh(){this.inventory.value=await this.#e.repo.list()}async load(e){return(await Promise.all(e.map(e=>this.#e.repo.get(e.scope,e.name)))).filter(e=>!!e)}async installFiles(e,t,n={}){let r=await DD(e.files,n.onProgress),i=JD(e.kind,r,t),a={installed:[],unchanged:[],conflicts:[],issues:i.issues,warnings:i.warnings};return i.issues.length?a:this.installSkills(i.skills,t,n.decisions,i.warnings)}async installSkills(e,t,n={},r=[]){let i=[];for(let a of e){let e=n[a.name];if(e?.action!==`rename`)i.push(a);else{let n=xc(hn(a.files,e.newName),{folderName:e.newName,scope:t});if(!n.skill)return{installed:[],unchanged:[],conflicts:[],issues:n.issues,warnings:r};i.push(n.skill)}}let a={};for(let[e,t]of Object.entries(n))t.action!==`rename`&&(a[e]=t.action);let o=e=>!(e in a),s=await this.#e.repo.install(i,{scope:t,onConflict:{...a}});if(s.status===`conflicts`)return{installed:[],unchanged:[],issues:[],warnings:r,conflicts:s.conflicts.filter(e=>o(e.name)).map(e=>({name:e.name,scope:e.scope,existing:e.existing,incoming:e.incoming}))};await this.refresh();let c=e=>s.results.filter(t=>t.outcome===e||e===`installed`&&(t.outcome===`replaced`||t.outcome.startsWith(`renamed:`))).map(e=>e.name);return{installed:c(`installed`),unchanged:c(`unchanged`),kept:c(`kept`),conflicts:[],issues:[],warnings:r}}async exportZip(e,t){let n=await this.#e.repo.get(e,t);return n?(this.#e.saveAs(`${t}.zip`,ED(n)),{ok:!0}):ZD(t,`The skill "${t}" is not installed in this scope.`)}readSkill(e,t){return this.#e.repo.get(e,t)}async#t(e,t,n,r){let i=await this.#e.repo.get(e,t);return i?xc(i.files.filter(e=>e.path!==n).concat({path:n,text:r}),{folderName:t,scope:e}):{issues:[F(`no-skill`,t)]}}async validateFile(e,t,n,r){return(await this.#t(e,t,n,r)).issues}async saveFile(e,t,n,r){let i=await this.#t(e,t,n,r);if(!(`skill`in i)||!i.skill)return XD(i.issues);try{await this.#e.repo.updateFile(e,t,n,r,i.skill.manifest)}catch(e){return ZD(n,QD(e))}return await this.refresh(),{ok:!0,warnings:i.warnings}}async rename(e,t,n){let r=await this.#e.repo.get(e,t);if(!r)return ZD(t,`The skill "${t}" is not installed in this scope.`);let i=xc(hn(r.files,n),{folderName:n,scope:e});return i.skill?this.#n(()=>this.#e.repo.rename(e,t,n),n,e):XD(i.issues)}move(e,t,n){return this.#n(()=>this.#e.repo.move(e,t,n),t,n)}async#n(e,t,n){try{if(!(await e()).ok)return ZD(t,`A skill named "${t}" already exists in ${n}; nothing was changed.`)}catch(e){return ZD(t,QD(e))}return await this.refresh(),{ok:!0}}async remove(e,t){return await this.#e.repo.delete(e,t),await this.refresh(),{ok:!0}}async create(e){let t=xc([{path:`SKILL.md`,text:YD(e.name,e.description)}],{folderName:e.name,scope:e.scope});return t.skill?this.#n(()=>this.#e.repo.create(e.scope,t.skill),e.name,e.scope):XD(t.issues)}#r(){return this.#e.bundled.plan(this.inventory.value.filter(e=>e.scope===`global`),e=>this.#e.repo.get(`global`,e))}async planBundled(){return await this.refresh(),(await this.#r()).ui}async importBundled(e){await this.refresh();let t=(await this.#r()).toInstall(e.overwriteEdited);try{t.length&&await this.#e.repo.install(t,{scope:`global`,onConflict:`replace`})}catch(e){return ZD(`skills-bundled`,QD(e))}return await this.refresh(),{ok:!0}}async fillBundledOnce(e){await e.get()||(await this.#e.repo.install(this.#e.bundled.skills(),{scope:`global`,onConflict:`keep`}),await e.set(),await this.refresh())}},eO=class{#e=at([]);tools=ut(()=>this.#e.value);available=ut(()=>/* @__PURE__ */ new Set([...Q_,...this.#e.value.map(e=>e.name)]));register(e){return this.#e.value=[...this.#e.value.filter(t=>t.name!==e.name),e],()=>this.unregister(e.name,e)}unregister(e,t){this.#e.value=this.#e.value.filter(n=>n.name!==e||t!==void 0&&n!==t)}};function tO(e={}){let t=zn({hashSkill:SD,prefix:e.prefix}),n=new $D({repo:t.skills,bundled:Oc(me),saveAs:(e,t)=>kc(e,t,`application/zip`)}),r=new bD({profiles:t.profiles,settings:t.settings,writeCardExtension:async(t,n)=>{if(!e.host)throw Error(`No character card is available here.`);await e.host.writeCardExtension(t,`troupe`,n)},saveAs:(e,t)=>kc(e,t,`application/json`)}),i=e.host,a=new eO,o=at(i?.currentCard()??null),s=()=>void(o.value=i?.currentCard()??null);i?.onCardChanged(s),i?.onChatChanged(s);let c=i?new RC({host:i,profiles:r,skills:n,tools:a,scheduler:e.scheduler}):void 0;return c?.attach(),c&&n.inventory.subscribe(()=>c.invalidateCapsules()),{storage:t,skills:n,profiles:r,tools:a,orchestrator:c,host:i,card:o,ready:(async()=>{await r.load(),await n.fillBundledOnce({get:async()=>r.settings.value.bundledFilled,set:()=>r.updateSettings({bundledFilled:!0})}),await n.refresh(),s(),Rn(t.settings);let i=e.prefix??`troupe-`;Rt(`skills`,e=>e.remote&&void n.refresh(),i),Rt(`profiles`,e=>e.remote&&void r.load(),i),Rt(`settings`,e=>e.remote&&void r.load(),i)})()}}var nO=e=>e&&typeof e==`object`&&!Array.isArray(e)?e:{},rO=e=>Array.isArray(e)?e.map(nO):[],iO=e=>typeof e.id==`string`?e.id:``,aO=`mode`;function oO(e,t){let n=t,r=[],i=(e,t,n)=>{e&&e!==`mode`&&!r.some(t=>t.value===e)&&r.push({value:e,description:t,holder:nO(n)})};switch(e){case`director`:i(`main`,`the main agent`,n.mainAgent);for(let e of rO(n.subAgents))i(iO(e),`sub-agent`,e);break;case`loop`:i(`loop`,`the loop agent`,n.loopAgent);break;case`spec`:for(let e of rO(n.stages))for(let t of rO(e.nodes))i(iO(t),`node of stage ${iO(e)}`,t);break;case`agenda`:i(`planner`,`the planner`,n.planner);for(let e of rO(n.workers))i(iO(e),`worker`,e);break;case`single`:i(`node`,`the node`,n.node)}return r.push({value:aO,description:`the mode-level list agents start from`,holder:n}),r}function sO(e,t){return oO(e,t).map(({value:e,description:t})=>({value:e,description:t}))}var cO=e=>e.length?e.join(`, `):`(none)`,lO=CT.join(`, `),uO={status:`Shows Troupe's status: on or off, the mode, the active preset, whether a character card's override is in effect, and how the last run ended.`,enable:`Turns Troupe on: the next generation runs in the current mode.`,disable:`Turns Troupe off: generations run as if Troupe were not installed.`,mode:`Switches the orchestration mode (${lO}).`,preset:`Makes a preset of the current mode active, by name (or id). Refused while the Troupe panel has unsaved changes to the current preset.`,export:`Returns the active preset of a mode (the current mode when none is named) as profile export JSON, the same file the panel exports, without API keys or other secrets. Pipe it into /troupe-import or another command.`,import:`Reads profile export JSON from the argument or the pipe and adds it as a new preset of the current mode, made active, as Import in the panel does. The file must be for the current mode. Skills embedded in the file are not installed (use the panel for that).`,skills:`Lists the installed skills with their scope (global, preset:<mode>/<id> or character:<card>).`,skillVisible:`Sets which skills an agent of the current mode's active preset sees, and saves the preset. Agents: main or a sub-agent id (director), loop (loop), a node id (spec), planner or a worker id (agenda), node (single), and mode for the mode-level list. Start the names with + to keep the mode's skills and add these; * means every installed skill; giving no names returns an agent to the mode's list.`,skillDeny:`Sets the skills an agent of the current mode's active preset may never see (with mode: that no agent sees), and saves the preset. * denies every skill; giving no names clears the list.`,stop:`Stops the Troupe run in progress, as the Stop button does (a director reply is kept or discarded as the profile says).`,trace:`Returns the last run's trace as JSON: every request, tool call and event with timings and token usage.`,help:`Lists Troupe's commands.`},dO={status:`status text`,confirmation:`a confirmation`,exportJson:`profile export JSON`,skills:`one skill per line: name (scope)`,traceJson:`trace JSON`,help:`the list of commands`},fO={mode:`the mode`,modeOptional:`the mode whose active preset to export (default: the current mode)`,preset:`the preset name (or id)`,json:`profile export JSON (or pipe it in)`,agent:`the agent, or mode for the mode-level list`,skillNames:`skill names, + first to extend the mode's list, * for all`,skillNamesDeny:`skill names, * for all`},q={statusOn:`Troupe: on`,statusOff:`Troupe: off`,statusMode:e=>`Mode: ${e}`,statusPreset:(e,t)=>`Active preset: ${e} (${t})`,statusOverrideNone:`Character override: none`,statusOverrideActive:e=>`Character override: in effect (the card's ${e===`luker`?`Luker`:`Troupe`} profile replaces the preset for this mode)`,statusOverridePending:`Character override: the card has one for this mode, not in effect until you agree to it in the panel`,statusOverrideUnusable:e=>`Character override: the card's one cannot be used (${e}); the preset runs`,statusRunning:(e,t,n)=>`Running: ${e} in chat ${t} for ${n} s`,statusLastNone:`Last run: none in this session`,statusLast:(e,t,n,r,i,a)=>`Last run: ${e} (${t}), ${n} in chat ${r}, ${i} s${a}`,statusTokens:e=>`, ${e} tokens`,statusLastMessage:e=>`Last run's message: ${e}`,enabled:`Troupe is on.`,disabled:`Troupe is off.`,modeSet:e=>`Troupe mode: ${e}.`,modeAlready:e=>`Troupe mode is already ${e}.`,presetSet:(e,t)=>`Active ${e} preset: ${t}.`,presetAlready:(e,t)=>`"${t}" is already the active ${e} preset.`,imported:(e,t)=>`Imported "${t}" as a new ${e} preset; it is now active.`,importWarnings:e=>`${e} field(s) were repaired or removed while reading it (credentials are always removed).`,importSkills:e=>`The file also carries skills that were not installed: ${cO(e)}. Import the file in the panel to install them.`,noSkills:`No skills are installed.`,policySaved:(e,t,n,r)=>t===`visible`?n.length?`Saved in preset "${r}": ${e} sees ${cO(n)}.`:`Saved in preset "${r}": ${e} sees the mode's skills.`:n.length?`Saved in preset "${r}": ${e} never sees ${cO(n)}.`:`Saved in preset "${r}": ${e} has no denied skills.`,policyModeNone:e=>`Saved in preset "${e}": the mode-level list is empty, so agents that inherit it see no skills.`,agentLabel:e=>e===`mode`?`the mode level`:`agent "${e}"`,notInstalled:e=>`Not installed yet (kept in the list, used once installed): ${cO(e)}.`,stopping:`Stopping the Troupe run in progress.`,nothingRunning:`No Troupe run is in progress.`,helpHeader:`Troupe commands:`,unchanged:`Nothing was changed.`,unclosedQuote:`A quote is not closed: end the quoted text with ".`,needMode:`Name a mode: ${lO}.`,unknownMode:e=>`Unknown mode "${e}". Use one of: ${lO}.`,needPreset:(e,t)=>`Name a ${e} preset: ${cO(t)}.`,unknownPreset:(e,t,n)=>`There is no ${e} preset named "${t}". Presets: ${cO(n)}.`,ambiguousPreset:(e,t,n)=>`Several ${e} presets are named "${t}"; give the id of the one you mean: ${cO(n)}.`,unsavedDraft:(e,t)=>`The ${e} preset "${t}" has unsaved changes in the Troupe panel; save or revert them first.`,needJson:`Give the profile export JSON as the argument, or pipe it in: /troupe-export | /troupe-import`,importFailed:e=>`The profile was not imported: ${e}`,needAgent:(e,t)=>`Name an agent of the ${e} preset: ${cO(t)}.`,unknownAgent:(e,t,n,r)=>`The ${e} preset "${t}" has no agent "${n}". Agents: ${cO(r)}.`,badSkillName:e=>`"${e}" is not a skill name: skill names use lowercase letters, digits, "-" and "_" (up to 128 characters); "*" means every installed skill.`,plusNotFirst:`"+" keeps the mode's skills only as the first name of an agent's visible list.`,plusNotHere:e=>e===`deny`?`"+" has no meaning in a deny list.`:`"+" has no meaning in the mode-level list (there is nothing to inherit).`,saveFailed:e=>`The preset could not be saved: ${e}`,noTrace:`There is no trace yet: no Troupe run has finished in this session.`,unknownCommand:(e,t)=>`Unknown command /${e}. Troupe commands: ${cO(t.map(e=>`/${e}`))}.`,notTroupeCommand:e=>`Only Troupe commands can be chained here; /${e} is not one.`,emptyCommand:`A command is missing between two pipes.`,failedIn:(e,t)=>`/${e}: ${t}`},pO={quiet:`true: only return the result, without showing it as a notice`,examples:`Examples:`,noParser:`This SillyTavern version has no slash-command parser the extension can reach; Troupe's /troupe commands are not available.`,legacyOnly:`This SillyTavern version registers slash commands without argument descriptions; Troupe's commands work without autocomplete.`,registerFailed:(e,t)=>`/${e} could not be registered: ${t}`,closureArgument:`Troupe commands take text, not closures ({: … :}).`},mO=class extends Error{name=`CommandError`};function hO(e,t,n){let r=[];return t.forEach((t,i)=>{let a=t.trim();if(a===`+`){if(e===`deny`||n)throw new mO(q.plusNotHere(e));if(i>0)throw new mO(q.plusNotFirst)}else if(a!==`*`&&!$s.test(a))throw new mO(q.badSkillName(t));r.includes(a)||r.push(a)}),r}function gO(e,t,n,r,i,a){let o=structuredClone(t),s=oO(e,o),c=s.find(e=>e.value===r);if(!c)throw new mO(q.unknownAgent(e,n,r,s.map(e=>e.value)));let l=r===aO,u=hO(i,a,l),d=c.holder.skills,f=d&&typeof d==`object`&&!Array.isArray(d)?{...d}:{};return u.length||l?f[i]=u:delete f[i],!l&&Object.keys(f).length===0?delete c.holder.skills:c.holder.skills=f,{profile:o,names:u}}var _O=e=>(Math.max(0,e)/1e3).toFixed(1);function vO(e,t=Date.now()){let{profiles:n}=e,r=n.mode.value,i=[n.settings.value.enabled?q.statusOn:q.statusOff,q.statusMode(r)],a=XE(n.library(r));a&&i.push(q.statusPreset(a.name,a.id)),i.push(yO(e,r));let o=e.orchestrator?.running.value;o&&i.push(q.statusRunning(o.mode,o.chatId,_O(t-o.startedAt)));let s=e.orchestrator?.lastRun.value;if(!s)i.push(q.statusLastNone);else{let e=s.usage?.totalTokens?q.statusTokens(s.usage.totalTokens):``;i.push(q.statusLast(s.outcome,s.detail,s.mode,s.chatId,_O(s.durationMs),e)),s.message&&i.push(q.statusLastMessage(s.message))}return i.join(`
`)}function yO(e,t){let n=e.currentCard?.()??null;if(!n)return q.statusOverrideNone;let{profiles:r}=e,i=r.effective(t,n);if(i.source===`character`)return q.statusOverrideActive(i.overrideFrom??`troupe`);if(!r.overrideModes(n).includes(t))return q.statusOverrideNone;let a=i.warnings.find(e=>e.path===`card`);return a?q.statusOverrideUnusable(a.message):q.statusOverridePending}function bO(e){let t=[],n=``,r=!1,i=!1;for(let a=0;a<e.length;a++){let o=e[a];i?o===`\\`&&(e[a+1]===`"`||e[a+1]===`\\`)?n+=e[++a]:o===`"`?i=!1:n+=o:o===`"`?(i=!0,r=!0):/\s/.test(o)?(r&&t.push(n),n=``,r=!1):(n+=o,r=!0)}if(i)throw new mO(q.unclosedQuote);return r&&t.push(n),t}function xO(e){let t=e.trim();if(t.length>=2&&t.startsWith(`"`)&&t.endsWith(`"`)){let e=t.slice(1,-1);if(!/(^|[^\\])(\\\\)*"/.test(e))return e.replace(/\\(["\\])/g,`$1`)}return t}var SO={director:`a main agent writes the reply with sub-agents`,loop:`one agent prepares guidance in a tool loop`,spec:`a staged workflow of nodes prepares guidance`,agenda:`a planner dispatches workers to prepare guidance`,single:`one call prepares guidance`},CO=()=>CT.map(e=>({value:e,description:SO[e]})),wO=(e,t)=>e.join(` `).trim()||(t??``).trim(),TO=(e,t)=>e.length?e:t?.trim()?bO(t):[];function EO(e){let t=e.trim().toLowerCase();if(!t)throw new mO(q.needMode);if(!wT(t))throw new mO(q.unknownMode(e.trim()));return t}function DO(e){let{profiles:t,skills:n}=e,r=()=>e.ready??Promise.resolve(),i=()=>t.mode.value,a=e=>t.library(e),o=e=>XE(a(e)),s=e=>{if(e===i()&&t.dirty.value)throw new mO(q.unsavedDraft(e,o(e).name))},c=(e,t)=>{let n=a(e).presets,r=n.map(e=>e.name),i=n.filter(e=>e.name===t),o=i.length?i:n.filter(e=>e.name.toLowerCase()===t.toLowerCase());if(o.length===1)return o[0];if(o.length>1)throw new mO(q.ambiguousPreset(e,t,o.map(e=>e.id)));let s=n.find(e=>e.id===t);if(s)return s;throw new mO(q.unknownPreset(e,t,r))},l=()=>new Set(n.inventory.value.map(e=>e.name)),u=e=>async(n,a)=>{await r();let c=i(),u=TO(n,a),d=o(c);if(!u.length)throw new mO(q.needAgent(c,sO(c,d.profile).map(e=>e.value)));let[f,...p]=u,m=gO(c,d.profile,d.name,f,e,p);s(c),t.setDraft(c,m.profile);try{await t.save(c)}catch(e){throw t.revert(c),new mO(q.saveFailed(e instanceof Error?e.message:String(e)))}let h=[f===`mode`&&e===`visible`&&!m.names.length?q.policyModeNone(d.name):q.policySaved(q.agentLabel(f),e,m.names,d.name)],g=l(),_=m.names.filter(e=>e!==`+`&&e!==`*`&&!g.has(e));return _.length&&h.push(q.notInstalled(_)),h.join(`
`)},d=e=>()=>{let t=/* @__PURE__ */ new Map;for(let e of n.inventory.value)t.set(e.name,[...t.get(e.name)??[],e.scope]);return[...e,...[...t.keys()].sort().map(e=>({value:e,description:t.get(e).join(`, `)}))]},f=[{name:`troupe`,help:uO.status,returns:dO.status,examples:[`/troupe`],args:[],split:!1,informational:!0,async run(){return await r(),vO(e)}},{name:`troupe-enable`,help:uO.enable,returns:dO.confirmation,examples:[`/troupe-enable`],args:[],split:!1,async run(){return await r(),await t.setEnabled(!0),q.enabled}},{name:`troupe-disable`,help:uO.disable,returns:dO.confirmation,examples:[`/troupe-disable`],args:[],split:!1,async run(){return await r(),await t.setEnabled(!1),q.disabled}},{name:`troupe-mode`,help:uO.mode,returns:dO.confirmation,examples:[`/troupe-mode director`,`/troupe-mode agenda`],args:[{name:`mode`,description:fO.mode,required:!0,choices:CO}],split:!1,async run(e,n){await r();let a=EO(wO(e,n));return a===i()?q.modeAlready(a):(await t.setMode(a),q.modeSet(a))}},{name:`troupe-preset`,help:uO.preset,returns:dO.confirmation,examples:[`/troupe-preset Default`,`/troupe-preset "Slow burn"`],args:[{name:`name`,description:fO.preset,required:!0,choices:()=>a(i()).presets.map(e=>({value:e.name,description:e.id}))}],split:!1,async run(e,n){await r();let o=i(),l=xO(wO(e,n));if(!l)throw new mO(q.needPreset(o,a(o).presets.map(e=>e.name)));let u=c(o,l);return u.id===a(o).activePresetId?q.presetAlready(o,u.name):(s(o),await t.selectPreset(o,u.id),q.presetSet(o,u.name))}},{name:`troupe-export`,help:uO.export,returns:dO.exportJson,examples:[`/troupe-export`,`/troupe-export loop | /setvar key=loopProfile`],args:[{name:`mode`,description:fO.modeOptional,choices:CO}],split:!1,async run(e){await r();let t=e.join(` `).trim(),n=t?EO(t):i(),a=o(n);return JSON.stringify(uD(n,a.name,a.profile),null,2)}},{name:`troupe-import`,help:uO.import,returns:dO.confirmation,examples:[`/troupe-export | /troupe-import`,`/getvar loopProfile | /troupe-import`],args:[{name:`json`,description:fO.json}],split:!1,async run(e,n){await r();let a=wO(e,n);if(!a)throw new mO(q.needJson);let c=i();s(c);let l=await t.importFile(a);if(!l.ok)throw new mO(q.importFailed(l.error));let u=[q.imported(c,o(c).name)];return l.warnings.length&&u.push(q.importWarnings(l.warnings.length)),l.skills?.length&&u.push(q.importSkills(l.skills.map(e=>e.name))),u.join(`
`)}},{name:`troupe-skills`,help:uO.skills,returns:dO.skills,examples:[`/troupe-skills`],args:[],split:!1,informational:!0,async run(){await r();let e=[...n.inventory.value].sort((e,t)=>e.name<t.name?-1:e.name>t.name?1:e.scope<t.scope?-1:1);return e.length?e.map(e=>`${e.name} (${e.scope})`).join(`
`):q.noSkills}},{name:`troupe-skill-visible`,help:uO.skillVisible,returns:dO.confirmation,examples:[`/troupe-skill-visible main + character-voice-en`,`/troupe-skill-visible mode *`,`/troupe-skill-visible chat_scout`],args:[{name:`agent`,description:fO.agent,required:!0,choices:()=>sO(i(),o(i()).profile)},{name:`names`,description:fO.skillNames,multiple:!0,choices:d([{value:`+`,description:`keep the mode's skills (first only)`},{value:`*`,description:`every installed skill`}])}],split:!0,run:u(`visible`)},{name:`troupe-skill-deny`,help:uO.skillDeny,returns:dO.confirmation,examples:[`/troupe-skill-deny chat_scout anti-cliche-en`,`/troupe-skill-deny mode`],args:[{name:`agent`,description:fO.agent,required:!0,choices:()=>sO(i(),o(i()).profile)},{name:`names`,description:fO.skillNamesDeny,multiple:!0,choices:d([{value:`*`,description:`every skill`}])}],split:!0,run:u(`deny`)},{name:`troupe-stop`,help:uO.stop,returns:dO.confirmation,examples:[`/troupe-stop`],args:[],split:!1,async run(){return e.orchestrator?.stop()?q.stopping:q.nothingRunning}},{name:`troupe-trace`,help:uO.trace,returns:dO.traceJson,examples:[`/troupe-trace | /setvar key=lastTrace`],args:[],split:!1,async run(){let t=e.orchestrator?.lastTrace.value;if(!t)throw new mO(q.noTrace);return JSON.stringify(t,null,2)}}];return f.push({name:`troupe-help`,help:uO.help,returns:dO.help,examples:[`/troupe-help`],args:[],split:!1,informational:!0,async run(){return[q.helpHeader,...f.map(e=>`${OO(e)} — ${e.help}`)].join(`
`)}}),f}function OO(e){let t=e.args.map(e=>e.required?`<${e.name}${e.multiple?`…`:``}>`:`[${e.name}${e.multiple?`…`:``}]`);return[`/${e.name}`,...t].join(` `)}var J={noContext:`SillyTavern.getContext() is not available: Troupe cannot read the chat here.`,missing:(e,t)=>`This SillyTavern version has no ${e}; ${t}`,textCompletion:`Orchestration needs a Chat Completion connection.`,noChatCompletionSettings:`Troupe cannot read the Chat Completion settings of this SillyTavern version.`,unknownSource:e=>`Unknown Chat Completion source "${e}".`,profileNotFound:e=>`Connection profile "${e}" was not found.`,profileNotChatCompletion:e=>`Connection profile "${e}" is not a Chat Completion connection.`,connectionManagerOff:`The Connection Manager extension is disabled; only the current connection is available.`,groupTakeover:`Director mode does not run in group chats yet; the group replies as usual.`,chatChangedDuringDecision:`The chat changed while Troupe was preparing this reply; the reply was left to SillyTavern.`,cardNotFound:e=>`No character card with the avatar "${e}" is loaded.`,cardKeyInvalid:e=>`Card extension key "${e}" is not a plain name (letters, digits, _ and -).`,cardWriteConflict:e=>`The card field "${e}" changed kind (a value became an object); SillyTavern may keep a damaged copy on disk until the character is saved once in the editor.`,cardValueInvalid:e=>`The value for card field "${e}" is not plain JSON data.`,chatChangedRead:`The chat changed; Troupe reads only the chat this run started in.`,notesChatChanged:`The chat changed; the notes belong to another chat and were not touched.`,notesNoMetadata:`This SillyTavern version has no chat metadata; notes cannot be kept.`,worldInfoUnavailable:`Troupe cannot read the global World Info selection of this SillyTavern version; only character and chat lorebooks are listed.`,worldInfoLoadFailed:(e,t)=>`Lorebook "${e}" could not be loaded: ${t}`,noDrawer:`The extensions drawer (#extensions_settings2 / #extensions_settings) was not found.`,drawerTitle:{en:`Multi-agent orchestration`,zh:`多智能体编排`},unknownGenerationType:e=>`Generation type "${e}" is not one Troupe handles; it runs as usual.`};function kO(e,t){let n=/* @__PURE__ */ new Set,r=[],i=(e,i,a=`warning`)=>{n.has(e)||(n.add(e),r.push(i),t(a,i))},a=()=>{let t;try{t=typeof e?.getContext==`function`?e.getContext():void 0}catch{t=void 0}return!t||typeof t!=`object`?(i(`getContext`,J.noContext,`error`),{}):t},o={ctx:a,fn(e,t){let n=a()[e];if(typeof n==`function`)return n;t&&i(`fn:${String(e)}`,J.missing(`${String(e)}()`,t))},event(e,t){let n=a(),r=n.eventTypes??n.event_types;return(r&&typeof r[e]==`string`?r[e]:void 0)??t},on(e,t,n){let r=a().eventSource,s=o.event(e,t);return!r||typeof r.on!=`function`?(i(`eventSource`,J.missing(`event bus (eventSource)`,`Troupe cannot follow chat switches or generation events.`)),()=>{}):(r.on(s,n),()=>{typeof r.removeListener==`function`&&r.removeListener(s,n)})},degrade:i,get notices(){return r}};return o}var AO=`__troupe_absent__`,jO=`__troupe_null__`,MO=`__troupe_absent__`,NO=Symbol(`absent`);function PO(e){return typeof e==`object`&&!!e&&!Array.isArray(e)}function FO(e){return e===`__troupe_absent__`||e===`__troupe_null__`}function IO(e,t){if(!PO(e))return t===`__troupe_null__`?null:MO;let n={};for(let t of Object.keys(e))FO(t)||(n[t]=IO(e[t],AO));for(let r of Object.keys(e))FO(r)&&r!==t&&(n[r]=MO);return n[t]=!0,n}var LO=NO;function RO(e,t,n,r){if(t===NO||t===void 0)return e===NO?NO:PO(e)?IO(e,AO):MO;if(t===null)return e===NO||PO(e)?IO(e===NO?{}:e,jO):null;if(PO(t)){if(e!==NO&&!PO(e))return r.push(n),RO(NO,t,n,r);let i=e===NO?{}:e,a={};for(let e of Object.keys(t)){let o=RO(e in i?i[e]:NO,t[e],n?`${n}.${e}`:e,r);o!==NO&&(a[e]=o)}for(let e of Object.keys(i))e in t||(a[e]=FO(e)?MO:RO(i[e],NO,`${n}.${e}`,r));return a}return t}function zO(e,t=``){if(e!==null&&typeof e!=`string`&&typeof e!=`boolean`){if(typeof e==`number`){if(!Number.isFinite(e))throw TypeError(`${t||`value`}: ${e} is not a finite number`)}else if(Array.isArray(e))e.forEach((e,n)=>zO(e,`${t}[${n}]`));else if(PO(e)&&(Object.getPrototypeOf(e)===Object.prototype||Object.getPrototypeOf(e)===null))for(let n of Object.keys(e)){if(FO(n))throw TypeError(`${t?`${t}.`:``}${n}: the key is reserved`);e[n]!==void 0&&zO(e[n],t?`${t}.${n}`:n)}else throw TypeError(`${t||`value`}: ${typeof e} is not JSON data`)}}function BO(e,t,n){let r=[];return{value:RO(n?e:NO,t===void 0?NO:t,``,r),conflicts:r}}function VO(e){let t=HO(e);return t===NO?void 0:t}function HO(e){if(e===`__troupe_absent__`)return NO;if(!PO(e))return e;if(e.__troupe_absent__===!0)return NO;if(e.__troupe_null__===!0)return null;let t={};for(let n of Object.keys(e)){if(FO(n))continue;let r=HO(e[n]);r!==NO&&(t[n]=r)}return t}function UO(e){if(!PO(e))return{};let t={};for(let n of Object.keys(e)){let r=VO(e[n]);r!==void 0&&(t[n]=r)}return t}function WO(e){if(e.groupId)return;let t=e.characterId;if(t==null||t===``)return;let n=Number(t),r=e.characters;if(!(!Number.isInteger(n)||n<0||!Array.isArray(r)||!r[n]))return{index:n,character:r[n]}}function GO(e){let t;if(typeof e.getCurrentChatId==`function`)try{t=e.getCurrentChatId()}catch{t=void 0}return(t==null||t===``)&&(t=e.chatId),t==null||t===``?void 0:String(t)}function KO(e){let t=e.ctx(),n=GO(t);if(!n)return null;if(t.groupId)return{chatId:n,groupId:String(t.groupId)};let r=WO(t),i={chatId:n};r?.character.avatar&&(i.characterKey=r.character.avatar);let a=r?.character.name??r?.character.data?.name;return a&&(i.characterName=a),i}var qO=class extends Error{code;name=`StHostError`;constructor(e,t){super(e),this.code=t}},JO=/^[A-Za-z0-9_-]+$/;function YO(e){if(!e||typeof e.avatar!=`string`||!e.avatar)return null;let t=e.data??{},n={key:e.avatar,name:String(t.name??e.name??``),extensions:UO(t.extensions)},r=e=>typeof e==`string`?e:void 0,i=r(t.description??e.description),a=r(t.personality??e.personality),o=r(t.scenario??e.scenario),s=r(t.first_mes??e.first_mes);return i!==void 0&&(n.description=i),a!==void 0&&(n.personality=a),o!==void 0&&(n.scenario=o),s!==void 0&&(n.firstMessage=s),n}function XO(e){let t=WO(e.ctx());return t?YO(t.character):null}function ZO(e,t){return Array.isArray(e.characters)?e.characters.findIndex(e=>e?.avatar===t):-1}async function QO(e,t,n,r){let{access:i}=e;if(!JO.test(n))throw new qO(J.cardKeyInvalid(n),`card_key_invalid`);if(r!==void 0){try{zO(r)}catch(e){throw new qO(`${J.cardValueInvalid(n)} ${e.message}`,`card_value_invalid`)}r=structuredClone(r)}let a=i.ctx(),o=ZO(a,t);if(o<0||a.characters?.[o]?.shallow&&typeof a.unshallowCharacter==`function`&&(await a.unshallowCharacter(o),a=i.ctx(),o=ZO(a,t),o<0))throw new qO(J.cardNotFound(t),`card_not_found`);let s=a.characters[o],c=PO(s.data?.extensions)?s.data.extensions:void 0,l=!!c&&Object.prototype.hasOwnProperty.call(c,n),{value:u,conflicts:d}=BO(l?c[n]:void 0,r,l);u!==LO&&(d.length&&i.degrade(`card-conflict:${t}:${n}`,J.cardWriteConflict(`${n}.${d[0]}`.replace(/\.$/,``))),typeof a.writeExtensionField==`function`?await a.writeExtensionField(o,n,u):(i.degrade(`fn:writeExtensionField`,J.missing(`writeExtensionField()`,`Troupe saves card fields through the server directly.`)),await $O(e,a,s,n,u)),e.changed(t))}async function $O(e,t,n,r,i){if(n.data??={},n.data.extensions??={},n.data.extensions[r]=i,typeof n.json_data==`string`)try{let e=JSON.parse(n.json_data);e.data??={},e.data.extensions??={},e.data.extensions[r]=i,n.json_data=JSON.stringify(e)}catch{}let a=typeof t.getRequestHeaders==`function`?t.getRequestHeaders():{"Content-Type":`application/json`},o=await e.fetch(`/api/characters/merge-attributes`,{method:`POST`,headers:a,body:JSON.stringify({avatar:n.avatar,data:{extensions:{[r]:i}}})});if(!o.ok)throw new qO(`Saving the card failed: HTTP ${o.status}`,`card_save_failed`)}function ek(e){return e.is_user?`user`:e.extra?.type===`narrator`?`system`:`assistant`}function tk(e){if(!e||typeof e!=`object`)return!1;let t=e;return t.is_system||Array.isArray(t.extra?.tool_invocations)?!1:typeof t.mes==`string`}function nk(e,t,n){return{messages(){let r=e.ctx();if(GO(r)!==t.chatId)throw new qO(J.chatChangedRead,`chat_changed`);let i=Array.isArray(r.chat)?r.chat:[],a=n.current?.chatId===t.chatId?n.current:null,o=[];return i.forEach((e,t)=>{if(!tk(e))return;let n=e.mes;if(a&&a.message===e){if(!a.initialText)return;n=a.initialText}let r={floor:t,role:ek(e),content:n};typeof e.name==`string`&&e.name&&(r.name=e.name),o.push(r)}),o}}}var rk=`troupe_capsule`,ik={none:-1,in_prompt:0,in_chat:1,before_prompt:2},ak={system:0,user:1,assistant:2},ok=1e3;function sk(e,t){let n=e.fn(`setExtensionPrompt`,`capsules cannot reach the prompt; capsule modes run without effect.`);if(!n)return!1;let r=ik[t.position]??ik.in_chat,i=Math.max(0,Math.min(ok,Math.floor(Number(t.depth)||0))),a=ak[t.role]??ak.system;return n(rk,String(t.text??``),r,i,!1,a),!0}function ck(e){let t=e.ctx(),n=t.extensionPrompts;n&&typeof n==`object`&&Object.prototype.hasOwnProperty.call(n,`troupe_capsule`)?delete n[rk]:typeof t.setExtensionPrompt==`function`&&!n&&t.setExtensionPrompt(rk,``,ik.none,0,!1,ak.system)}var lk=`troupe-reasoning-fold`;function uk(e,t){return e?.querySelector(`#chat .mes[mesid="${t}"]`)??null}function dk(e,t,n,r){let i=e.ctx();try{if(typeof i.updateMessageBlock==`function`){i.updateMessageBlock(n,r);return}let e=i.chat;if(typeof i.addOneMessage==`function`&&Array.isArray(e)&&n===e.length-1){i.addOneMessage(r,{type:`swipe`});return}}catch{}let a=uk(t,n)?.querySelector(`.mes_text`);if(!a)return;let o=r.extra?.display_text??r.mes;if(typeof i.messageFormatting==`function`)try{a.innerHTML=i.messageFormatting(o,r.name,!!r.is_system,!!r.is_user,n);return}catch{}a.textContent=o}function fk(e,t,n,r){let i=e.ctx();if(typeof i.updateReasoningUI==`function`)try{i.updateReasoningUI(n)}catch{}else e.degrade(`fn:updateReasoningUI`,J.missing(`updateReasoningUI()`,`the reasoning fold is shown in a simple box under the name.`),`info`),pk(t,n,r.extra?.reasoning??``)}function pk(e,t,n){let r=uk(e,t);if(!r||!e)return;let i=r.querySelector(`details.${lk}`);if(!n){i?.remove();return}if(!i){i=e.createElement(`details`),i.className=lk;let t=e.createElement(`summary`);t.textContent=`Reasoning`;let n=e.createElement(`div`);n.className=`${lk}-body`,n.style.whiteSpace=`pre-wrap`,i.append(t,n);let a=r.querySelector(`.mes_text`);a?.parentElement?a.parentElement.insertBefore(i,a):r.append(i)}let a=i.querySelector(`.${lk}-body`);a&&(a.textContent=n)}function mk(e){let t=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],n=e.getHours(),r=n%12==0?12:n%12;return`${t[e.getMonth()]} ${e.getDate()}, ${e.getFullYear()} ${r}:${String(e.getMinutes()).padStart(2,`0`)}${n>=12?`pm`:`am`}`}function hk(e,t){let n=()=>typeof e.ctx().updateReasoningUI!=`function`,r=r=>{if(!n())return;let i=Number(r),a=e.ctx().chat?.[i];a&&pk(t,i,typeof a.extra?.reasoning==`string`?a.extra.reasoning:``)},i=[e.on(`CHAT_CHANGED`,`chat_id_changed`,()=>{n()&&(e.ctx().chat??[]).forEach((e,n)=>{e?.extra?.reasoning&&pk(t,n,String(e.extra.reasoning))})}),e.on(`MESSAGE_SWIPED`,`message_swiped`,r),e.on(`MESSAGE_UPDATED`,`message_updated`,r)];return()=>i.forEach(e=>e())}function gk(e){return!!e&&!e.is_user&&!e.is_system}function _k(e,t){let n=t[t.length-1];return!gk(n)||t.length===0?`new`:e===`continue`?`continue`:e===`swipe`||e===`regenerate`?`swipe`:`new`}var vk=e=>e===void 0?e:structuredClone(e);function yk(e,t,n){let{access:r}=e,i=r.ctx(),a=Array.isArray(i.chat)?i.chat:[],o=_k(n,a),s=new Date(e.now()),c=mk(s),l,u=``,d=``,f;if(o===`new`){l={name:i.name2||WO(i)?.character.name||``,is_user:!1,is_system:!1,send_date:c,mes:``,gen_started:s,extra:{},swipe_id:0,swipes:[``],swipe_info:[{send_date:c,gen_started:s,gen_finished:void 0,extra:{}}]},a.push(l);try{typeof i.addOneMessage==`function`&&i.addOneMessage(l)}catch(e){console.warn(`[Troupe] addOneMessage failed`,e)}}else{l=a[a.length-1],Array.isArray(l.swipes)&&l.swipes.length!==0||(l.swipes=[l.mes],l.swipe_info=[{send_date:l.send_date,gen_started:l.gen_started,gen_finished:l.gen_finished,extra:vk(l.extra??{})}],l.swipe_id=0),Array.isArray(l.swipe_info)||(l.swipe_info=[]);let e=l.swipes.length,t=Number(l.swipe_id??0),n=Number.isInteger(t)&&t>=0&&t<e?t:e-1;if(f={mes:l.swipes[n]??l.mes,extra:vk(l.swipe_info[n]?.extra??l.extra),swipeId:n,sendDate:l.send_date,genStarted:l.gen_started,genFinished:l.gen_finished,swipeCount:e},o===`continue`)f.mes=l.mes,f.extra=vk(l.extra),u=l.mes,d=typeof l.extra?.reasoning==`string`?l.extra.reasoning:``;else{for(l.swipes.push(``);l.swipe_info.length<e;)l.swipe_info.push({});l.swipe_info.length=e,l.swipe_info.push({send_date:c,gen_started:s,gen_finished:void 0,extra:{}}),l.swipe_id=e,l.mes=``,l.extra={},l.send_date=c,l.gen_started=s,delete l.gen_finished}}let p={chatId:t.chatId,message:l,initialText:u};e.active.current=p;let m=!1,h=!1,g=r.on(`CHAT_CHANGED`,`chat_id_changed`,()=>{GO(r.ctx())!==t.chatId&&(m=!0)}),_=()=>{let e=r.ctx().chat;return Array.isArray(e)?e.indexOf(l):-1},v=()=>!m&&GO(r.ctx())===t.chatId&&_()>=0,y=t=>{let n=_();n<0||(t!==`reasoning`&&dk(r,e.document,n,l),t!==`text`&&fk(r,e.document,n,l))};o===`swipe`&&y(`both`);let b=()=>{e.active.current===p&&(e.active.current=null),h||(h=!0,g())},x=e=>{Array.isArray(l.swipes)&&typeof l.swipe_id==`number`&&(l.swipes[l.swipe_id]=e)},S=async()=>{let e=r.ctx().saveChat;typeof e==`function`?await e():r.degrade(`fn:saveChat`,`This SillyTavern version has no saveChat(); the reply is saved with the next chat save.`)};return{kind:o,message:l,chatId:t.chatId,initialText:u,initialReasoning:d,isCurrent:v,setText(e){v()&&(l.mes=e,x(e),y(`text`))},setReasoning(e){v()&&(l.extra??={},e?(l.extra.reasoning=e,l.extra.reasoning_type=`model`):(delete l.extra.reasoning,delete l.extra.reasoning_type,delete l.extra.reasoning_duration),y(`reasoning`))},async commit(){if(!v())return b();let t=new Date(e.now());if(l.gen_finished=t,l.extra??={},l.extra.reasoning&&o!==`continue`&&(l.extra.reasoning_duration=t.getTime()-s.getTime()),typeof l.swipe_id==`number`&&Array.isArray(l.swipe_info)){let e={send_date:l.send_date,gen_started:l.gen_started,gen_finished:t,extra:vk(l.extra)};l.swipe_info[l.swipe_id]=e}y(`both`);let i=_();b(),await bk(r,i,n),await S()},async discard(){if(!v())return b();if(o===`new`){let t=_(),n=r.ctx();t===(n.chat?.length??0)-1&&typeof n.deleteLastMessage==`function`?await n.deleteLastMessage():(n.chat?.splice(t,1),e.document?.querySelector(`#chat .mes[mesid="${t}"]`)?.remove())}else f&&(o===`swipe`&&(l.swipes.length=f.swipeCount,Array.isArray(l.swipe_info)&&(l.swipe_info.length=Math.min(l.swipe_info.length,f.swipeCount)),l.swipe_id=f.swipeId),l.mes=f.mes,x(f.mes),f.extra===void 0?delete l.extra:l.extra=f.extra,l.send_date=f.sendDate,l.gen_started=f.genStarted,f.genFinished===void 0?delete l.gen_finished:l.gen_finished=f.genFinished,y(`both`));b(),await S()},close:b}}async function bk(e,t,n){if(t<0)return;let r=e.ctx().eventSource;if(r&&typeof r.emit==`function`)for(let[i,a]of[[`MESSAGE_RECEIVED`,`message_received`],[`CHARACTER_MESSAGE_RENDERED`,`character_message_rendered`]])try{await r.emit(e.event(i,a),t,n)}catch(e){console.warn(`[Troupe] an event listener failed`,e)}}function xk(e){return typeof e==`string`?e.trim():``}function Sk(e,t){if(!t||typeof e.substituteParams!=`function`)return t;try{return e.substituteParams(t)}catch{return t}}function Ck(e){let t=(()=>{try{return typeof e.getCharacterCardFields==`function`?e.getCharacterCardFields()??{}:{}}catch{return{}}})(),n=WO(e)?.character,r=xk(e.name2)||xk(n?.name)||xk(n?.data?.name),i=[];r&&i.push(`Character: ${r}`);let a=(t,n,r)=>{let a=xk(n)||Sk(e,xk(r));a&&i.push(`${t}:\n${a}`)};a(`Description`,t.description,n?.data?.description??n?.description),a(`Personality`,t.personality,n?.data?.personality??n?.personality),a(`Scenario`,t.scenario,n?.data?.scenario??n?.scenario);let o=xk(t.persona),s=xk(e.name1);return(o||s)&&i.push(`User${s?` (${s})`:``}${o?`:\n${o}`:``}`),i.join(`

`)}function wk(e,t){let n=e.ctx(),r=[],i=Ck(n),a=Array.isArray(t)?t:Array.isArray(n.chat)?n.chat:[],o=!!n.groupId;for(let e of a){if(!tk(e))continue;let t=ek(e),n=o&&typeof e.name==`string`&&e.name&&t!==`system`?`${e.name}: `:``;r.push({role:t,content:`${n}${e.mes}`})}return{background:i?[i]:[],lore:[],history:r,after:[]}}function Tk(e){let t=Array.isArray(e.chat)?e.chat:[];for(let e=t.length-1;e>=0;e--){let n=t[e];if(n&&n.is_user&&!n.is_system&&typeof n.mes==`string`)return{index:e,text:n.mes}}}var Ek=[`normal`,`regenerate`,`swipe`,`continue`,`impersonate`,`quiet`];function Dk(e){return e==null||e===``?`normal`:Ek.includes(e)?e:void 0}function Ok(e){let{access:t}=e,n=null,r,i=/* @__PURE__ */ new Set,a=null,o=[t.on(`GENERATION_STARTED`,`generation_started`,(e,t,n)=>{n||(r={type:t&&typeof t==`object`&&t.quiet_prompt?`quiet`:e})}),t.on(`GENERATION_STOPPED`,`generation_stopped`,()=>{for(let e of i)e.abort()})],s=()=>{let e=a;a=null,e?.(),ck(t)},c=()=>{let e=[t.on(`GENERATION_ENDED`,`generation_ended`,()=>s()),t.on(`GENERATION_STOPPED`,`generation_stopped`,()=>s()),t.on(`CHAT_CHANGED`,`chat_id_changed`,()=>s())];a=()=>e.forEach(e=>e())},l=async(n,r,i,a)=>{let o;try{o=yk({access:t,active:e.active,document:e.document,now:e.now},n,r)}catch(t){e.notify(`error`,t instanceof Error?t.message:String(t));return}a(!0);try{await i(o)}catch(t){e.notify(`error`,t instanceof Error?t.message:String(t))}finally{o.close()}};return{intercept:async(a,o,u,d)=>{s();let f=Dk(d===void 0?r?.type:d);if(!f){t.degrade(`type:${String(d)}`,J.unknownGenerationType(String(d)),`info`);return}let p=n;if(!p)return;let m=KO(t);if(!m)return;let h=new AbortController;i.add(h);try{let n={type:f,chat:m,story:wk(t,a),signal:h.signal},r=Tk(t.ctx());r&&(n.lastUser=r);let i;try{i=await p(n)}catch(t){e.notify(`error`,t instanceof Error?t.message:String(t));return}if(h.signal.aborted){u(!0);return}if(!i||i.kind===`pass`)return;if(GO(t.ctx())!==m.chatId){e.notify(`warning`,J.chatChangedDuringDecision);return}if(i.kind===`inject`){sk(t,i.capsule)&&c();return}if(i.kind===`takeover`){if(f===`quiet`||f===`impersonate`){console.warn(`[Troupe] a takeover was refused for a ${f} generation`);return}if(m.groupId){e.notify(`info`,J.groupTakeover);return}await l(m,f,i.run,u)}}finally{i.delete(h)}},setHandler(e){n=e},abortAll(){for(let e of i)e.abort()},dispose(){o.forEach(e=>e()),s();for(let e of i)e.abort()}}}function kk(e,t,n){let r=(()=>{let t=e?.ctx().getCurrentLocale;try{return typeof t==`function`?t():void 0}catch{return}})(),i;try{i=t?.getItem(`language`)}catch{i=void 0}return([r,i,n?.language].find(e=>typeof e==`string`&&e.trim()!==``)??`en`).trim().toLowerCase()}var Ak=`world_info`;function jk(e){return Array.isArray(e)?e.filter(e=>typeof e==`string`&&e!==``):[]}async function Mk(e){let t=await e.modules.load(`worldInfo`);if(t&&Array.isArray(t.selected_world_info)){let e=t.world_info;return{global:jk(t.selected_world_info),charLore:e?.charLore}}let n=e.document?.querySelector(`#world_info`);if(n)return{global:Array.from(n.querySelectorAll(`option`)).filter(e=>e.selected).map(e=>(e.textContent??``).trim()).filter(Boolean),charLore:void 0}}function Nk(e,t){let n=WO(e);if(!n)return[];let r=[],i=n.character.data?.extensions?.world;typeof i==`string`&&i&&r.push(i);let a=(n.character.avatar??``).replace(/\.[^.]+$/,``);if(Array.isArray(t)&&a){let e=t.find(e=>e&&typeof e==`object`&&e.name===a);r.push(...jk(e?.extraBooks))}return r}function Pk(e){let t=e?.entries,n=Array.isArray(t)?t.map((e,t)=>[String(t),e]):t&&typeof t==`object`?Object.entries(t):[],r=[];for(let[e,t]of n){if(!t||typeof t!=`object`)continue;let n=Number(t.uid??e);if(!Number.isFinite(n))continue;let i={uid:n,keys:Array.isArray(t.key)?jk(t.key):typeof t.key==`string`?t.key.split(`,`).map(e=>e.trim()).filter(Boolean):[],content:typeof t.content==`string`?t.content:``,enabled:t.disable!==!0};typeof t.comment==`string`&&t.comment&&(i.name=t.comment),r.push(i)}return r.sort((e,t)=>e.uid-t.uid)}async function Fk(e,t){let n=e.access.ctx();try{if(typeof n.loadWorldInfo==`function`)return await n.loadWorldInfo(t)??void 0;let r=typeof n.getRequestHeaders==`function`?n.getRequestHeaders():{"Content-Type":`application/json`},i=await e.fetch(`/api/worldinfo/get`,{method:`POST`,headers:r,body:JSON.stringify({name:t})});if(!i.ok)throw Error(`HTTP ${i.status}`);return await i.json()}catch(n){e.access.degrade(`wi-load:${t}`,J.worldInfoLoadFailed(t,n instanceof Error?n.message:String(n)));return}}function Ik(e,t){return{async books(){let n=e.access.ctx();if(GO(n)!==t.chatId)throw new qO(J.chatChangedRead,`chat_changed`);let r=await Mk(e);r||e.access.degrade(`worldInfoSelection`,J.worldInfoUnavailable);let i=[],a=/* @__PURE__ */ new Set,o=(e,t)=>{for(let n of e)a.has(n)||(a.add(n),i.push({name:n,scope:t}))},s=n.chatMetadata?.[Ak],c=n.powerUserSettings?.persona_description_lorebook;o(r?.global??[],`global`),o(typeof s==`string`&&s?[s]:[],`chat`),o(typeof c==`string`&&c?[c]:[],`persona`),o(Nk(n,r?.charLore),`character`);let l=[`chat`,`character`,`persona`,`global`];i.sort((e,t)=>l.indexOf(e.scope)-l.indexOf(t.scope));let u=[];for(let{name:t,scope:n}of i){let r=await Fk(e,t);r&&u.push({name:t,scope:n,entries:Pk(r)})}return u}}}var Lk=`troupe`;function Rk(e,t){let n=e.ctx();if(GO(n)!==t.chatId)throw new qO(J.notesChatChanged,`chat_changed`);let r=n.chatMetadata;if(!r||typeof r!=`object`)throw e.degrade(`chatMetadata`,J.notesNoMetadata),new qO(J.notesNoMetadata,`no_metadata`);return{c:n,meta:r}}function zk(e,t){return{load(){let{meta:n}=Rk(e,t),r=n[Lk],i=r&&typeof r==`object`?r.notes:void 0;return Array.isArray(i)?structuredClone(i):[]},async save(n){let{c:r,meta:i}=Rk(e,t);i[Lk]={...i.troupe&&typeof i.troupe==`object`?i[Lk]:{},notes:structuredClone(n)},typeof r.saveMetadata==`function`?await r.saveMetadata():e.degrade(`fn:saveMetadata`,J.missing(`saveMetadata()`,`notes are kept until the chat is next saved.`))}}}var Bk=`Troupe`;function Vk(e,t,n=globalThis){let r=n.toastr,i=r?.[e];if(typeof i==`function`)try{i.call(r,t,Bk);return}catch{}let a=`[${Bk}] ${t}`;e===`error`?console.error(a):e===`warning`?console.warn(a):console.info(a)}var Hk={openai:`scripts/openai.js`,worldInfo:`scripts/world-info.js`};function Uk(){return e=>{let t=typeof document<`u`?document.baseURI:globalThis.location?.href;return t?import(new URL(e,t).href):import(e)}}function Wk(e){let t=/* @__PURE__ */ new Map,n=/* @__PURE__ */ new Map,r=r=>{if(t.has(r))return Promise.resolve(t.get(r));let i=n.get(r);return i||(i=(e?e(Hk[r]):Promise.reject(/* @__PURE__ */ Error(`no importer`))).then(e=>e&&typeof e==`object`?e:void 0,()=>void 0).then(e=>(t.set(r,e),n.delete(r),e)),n.set(r,i)),i};return{peek(e){if(t.has(e))return t.get(e);r(e)},load:r}}var Gk=class extends Error{name=`ChatRequestError`};function Kk(e,t={}){if(!e||typeof e!=`object`)throw new Gk(`request: expected an object`);if(typeof e.model!=`string`)throw new Gk(`model: expected a string`);if(!Array.isArray(e.messages)||e.messages.length===0)throw new Gk(`messages: expected at least one message`);let n=e.stream!==!1,r={model:e.model,messages:qk(e.messages,t),stream:n};n&&t.includeUsage!==!1&&(r.stream_options={include_usage:!0});let i=e.tools??[];if(i.length>0){r.tools=i.map((e,t)=>{if(!e||typeof e.name!=`string`||e.name===``)throw new Gk(`tools[${t}].name: expected a non-empty string`);return{type:`function`,function:{name:e.name,description:e.description??``,parameters:e.parameters??{type:`object`,properties:{}}}}});let t=e.toolChoice;if(t!==void 0){if(typeof t==`string`){if(t!==`auto`&&t!==`required`&&t!==`none`)throw new Gk(`toolChoice: expected auto, required, none or {name}, got "${t}"`);r.tool_choice=t}else{if(!t||typeof t.name!=`string`||!i.some(e=>e.name===t.name))throw new Gk(`toolChoice.name: "${t?.name}" is not one of the request's tools`);r.tool_choice={type:`function`,function:{name:t.name}}}}e.parallelToolCalls!==void 0&&(r.parallel_tool_calls=e.parallelToolCalls)}else if(typeof e.toolChoice==`object`)throw new Gk(`toolChoice.name: "${e.toolChoice.name}" is not one of the request's tools (it has none)`);return e.temperature!==void 0&&(r.temperature=e.temperature),e.topP!==void 0&&(r.top_p=e.topP),e.maxTokens!==void 0&&(r.max_tokens=e.maxTokens),e.presencePenalty!==void 0&&(r.presence_penalty=e.presencePenalty),e.frequencyPenalty!==void 0&&(r.frequency_penalty=e.frequencyPenalty),e.extraBody&&Object.assign(r,e.extraBody),r}function qk(e,t){let n=[],r=[];return e.forEach((e,i)=>{if(!e||typeof e!=`object`)throw new Gk(`messages[${i}]: expected an object`);switch(e.role){case`system`:case`user`:n.push({role:e.role,content:e.content??``});return;case`assistant`:{let a={role:`assistant`,content:e.content??null},o=e.toolCalls??[];o.length>0?(r=[],a.tool_calls=o.map((e,n)=>{let a=e.id||`call_${i}_${n}`;return r.push(a),Jk(e,a,t,`messages[${i}].toolCalls[${n}]`)})):a.content===null&&(a.content=``);let s=t.echoReasoning;s&&(s===!0||o.length>0)&&typeof e.reasoning==`string`&&(a.reasoning_content=e.reasoning),n.push(a);return}case`tool`:{let t=e.toolCallId;if(t){let e=r.indexOf(t);e!==-1&&r.splice(e,1)}else if(t=r.shift(),!t)throw new Gk(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);let a={role:`tool`,tool_call_id:t,content:e.content??``};e.name&&(a.name=e.name),n.push(a);return}default:throw new Gk(`messages[${i}].role: expected system, user, assistant or tool, got "${String(e.role)}"`)}}),n}function Jk(e,t,n,r){if(!e||typeof e.name!=`string`||e.name===``)throw new Gk(`${r}.name: expected a non-empty string`);let i={id:t,type:`function`,function:{name:e.name,arguments:typeof e.arguments==`string`&&e.arguments!==``?e.arguments:`{}`}};if(e.extra&&n.echoToolCallExtra!==!1)for(let t in e.extra)t in i||(i[t]=e.extra[t]);return i}var Yk={retries:2,baseMs:500,maxMs:3e4};function Xk(e,t,n=Math.random){let r=Math.min(t.maxMs,t.baseMs*2**Math.max(0,e-1));return Math.round(r*(.5+n()*.5))}function Zk(e,t=Date.now()){let n=e.get(`retry-after-ms`);if(n!==null&&n.trim()!==``){let e=Number(n);if(Number.isFinite(e)&&e>=0)return Math.round(e)}let r=e.get(`retry-after`);if(r===null||r.trim()===``)return;let i=r.trim();if(/^\d+(\.\d+)?$/.test(i))return Math.round(Number(i)*1e3);let a=Date.parse(i);if(!Number.isNaN(a))return Math.max(0,a-t)}function Qk(e,t){return new Promise((n,r)=>{if(t?.aborted)return r(t.reason);let i=()=>{clearTimeout(a),r(t?.reason)},a=setTimeout(()=>{t?.removeEventListener(`abort`,i),n()},e);t?.addEventListener(`abort`,i,{once:!0})})}var $k=/* @__PURE__ */ new Set([`index`,`id`,`type`,`function`]),eA=class{slots=[];byIndex;byId;current;sink;idPrefix;completed=0;constructor(e,t){this.sink=e,this.idPrefix=t}openAiDelta(e){let t=e.index,n=typeof e.id==`string`&&e.id!==``?e.id:void 0,r=e.function,i=r&&typeof r.name==`string`&&r.name!==``?r.name:void 0,a=n===void 0?void 0:this.byId?.get(n);if(!a){if(typeof t==`number`&&t>=0&&Number.isInteger(t)){let e=this.byIndex?.get(t);e&&!e.ended&&!(n&&i&&!e.inventedId)?a=e:(a=this.open(n,i),(this.byIndex??=/* @__PURE__ */ new Map).set(t,a))}else{let e=this.current;a=i||!e||e.ended?this.open(n,i):e}}n&&a.inventedId&&this.adoptId(a,n),i&&!a.name&&(a.name=i);let o=r?r.arguments:void 0;if(n!==void 0||i!==void 0||typeof o!=`string`)for(let t in e)!$k.has(t)&&e[t]!==void 0&&e[t]!==null&&((a.extra??={})[t]=e[t]);typeof o==`string`?o!==``&&this.append(a,o):o!=null&&this.append(a,JSON.stringify(o)),this.current=a}open(e,t,n){let r=this.slots.length,i={n:r,id:e??`${this.idPrefix??=tA()}${r}`,name:t??``,parts:[],extra:n,ended:!1,inventedId:e===void 0};return this.slots.push(i),e&&(this.byId??=/* @__PURE__ */ new Map).set(e,i),this.current=i,this.sink.collected===void 0&&this.sink.out.push({type:`tool-call-start`,index:r,id:i.id,name:i.name}),i}append(e,t){e.parts.push(t),this.sink.collected===void 0&&this.sink.out.push({type:`tool-call-delta`,index:e.n,id:e.id,argumentsDelta:t})}end(e,t){if(e.ended||(e.ended=!0,!e.name))return;let n=e.parts,r=n.length===1?n[0]:n.length===0?t??``:n.join(``);e.parts=[];let i={id:e.id,name:e.name,arguments:r};e.extra&&(i.extra=e.extra),this.completed++;let a=this.sink.collected;a===void 0?this.sink.out.push({type:`tool-call-end`,index:e.n,call:i}):a.toolCalls.push(i)}endAll(){for(let e of this.slots)e.ended||this.end(e)}adoptId(e,t){e.id=t,e.inventedId=!1,(this.byId??=/* @__PURE__ */ new Map).set(t,e)}};function tA(){return`call_${Math.random().toString(36).slice(2,10)}_`}var nA=class{out=[];collected;tools;finishReason=null;usage;error;done=!1;constructor(e,t=!1){this.collected=t?{content:[],reasoning:[],toolCalls:[],usage:void 0}:void 0,this.tools=new eA(this,e)}text(e){let t=this.collected;t===void 0?this.out.push({type:`text-delta`,text:e}):t.content.push(e)}reasoning(e){let t=this.collected;t===void 0?this.out.push({type:`reasoning-delta`,text:e}):t.reasoning.push(e)}fail(e){this.error||=e,this.done=!0}take(){let e=this.out;return e.length===0||(this.out=[]),e}finishTurn(){this.tools.endAll(),this.usage&&(this.collected===void 0?this.out.push({type:`usage`,usage:this.usage}):this.collected.usage=this.usage);let e=this.finishReason;return this.tools.completed>0&&(e===null||e===`stop`||e===`function_call`)?`tool_calls`:e??`stop`}};function rA(e){let t=iA(e.prompt_tokens??e.input_tokens),n=iA(e.completion_tokens??e.output_tokens);return{promptTokens:t,completionTokens:n,totalTokens:typeof e.total_tokens==`number`?e.total_tokens:t+n}}function iA(e){return typeof e==`number`&&Number.isFinite(e)?e:0}var aA={end_turn:`stop`,stop_sequence:`stop`,tool_use:`tool_calls`,max_tokens:`length`,refusal:`content_filter`},oA=e=>e===`message_start`||e===`content_block_start`||e===`content_block_delta`||e===`content_block_stop`||e===`message_delta`||e===`message_stop`||e===`ping`,sA=class{toolBlocks=/* @__PURE__ */ new Map;inputTokens=0;outputTokens=0;apply(e,t){switch(t.type){case`content_block_delta`:{let n=t.delta;if(!n)return;if(n.type===`text_delta`)n.text&&e.text(n.text);else if(n.type===`input_json_delta`){let r=this.toolBlocks.get(t.index);r&&typeof n.partial_json==`string`&&n.partial_json!==``&&e.tools.append(r.slot,n.partial_json)}else n.type===`thinking_delta`&&n.thinking&&e.reasoning(n.thinking);return}case`content_block_start`:{let n=t.content_block;if(!n)return;if(n.type===`tool_use`){let r=e.tools.open(typeof n.id==`string`&&n.id?n.id:void 0,n.name);this.toolBlocks.set(t.index,{slot:r,input:n.input})}else n.type===`text`?n.text&&e.text(n.text):n.type===`thinking`&&n.thinking&&e.reasoning(n.thinking);return}case`content_block_stop`:{let n=this.toolBlocks.get(t.index);n&&(this.toolBlocks.delete(t.index),e.tools.end(n.slot,uA(n.input)));return}case`message_start`:{let n=t.message?.usage;n&&(this.inputTokens=lA(n),this.outputTokens=iA(n.output_tokens),this.publishUsage(e));return}case`message_delta`:{let n=t.delta?.stop_reason;typeof n==`string`&&(e.finishReason=aA[n]??n);let r=t.usage;r&&(typeof r.output_tokens==`number`&&(this.outputTokens=r.output_tokens),typeof r.input_tokens==`number`&&(this.inputTokens=lA(r)),this.publishUsage(e));return}case`message_stop`:e.done=!0;return;case`error`:return e.fail(mb(t));default:return}}publishUsage(e){e.usage={promptTokens:this.inputTokens,completionTokens:this.outputTokens,totalTokens:this.inputTokens+this.outputTokens}}};function cA(e,t){if(t.type===`error`)return e.fail(mb(t));for(let n of Array.isArray(t.content)?t.content:[])if(n.type===`text`&&n.text)e.text(n.text);else if(n.type===`thinking`&&n.thinking)e.reasoning(n.thinking);else if(n.type===`tool_use`){let t=e.tools.open(typeof n.id==`string`&&n.id?n.id:void 0,n.name);e.tools.end(t,uA(n.input))}typeof t.stop_reason==`string`&&(e.finishReason=aA[t.stop_reason]??t.stop_reason);let n=t.usage;if(n){let t=lA(n),r=iA(n.output_tokens);e.usage={promptTokens:t,completionTokens:r,totalTokens:t+r}}e.done=!0}function lA(e){return iA(e.input_tokens)+iA(e.cache_creation_input_tokens)+iA(e.cache_read_input_tokens)}function uA(e){return e&&typeof e==`object`?JSON.stringify(e):`{}`}var dA=6,fA=24,pA=8,mA=10,hA=32,gA=`⁣§sentinel§⁣`,_A=JSON.stringify(gA),vA=class{templates=[];budget=fA;failedChecks=0;checks=0;frames=0;hits=0;tryApply(e,t){let n=++this.frames;n%pA===0&&this.budget<fA&&this.budget++,n%hA===0&&this.templates.length>0&&(this.templates=this.templates.filter(e=>n-e.used<hA));let r=this.templates;for(let i=0;i<r.length;i++){let a=r[i],o=a.prefix.length,s=e.length-a.suffix.length;if(s-o<2||e.charCodeAt(o)!==34||e.charCodeAt(s-1)!==34||e.indexOf(a.suffix,s)!==s||e.lastIndexOf(a.prefix,0)!==0)continue;let c;try{c=JSON.parse(e.slice(o,s))}catch{continue}if(typeof c==`string`){if(!a.checked&&!this.check(a))r.splice(i--,1);else return i>0&&(r[i]=r[0],r[0]=a),this.hits++,a.hits++,a.used=n,yA(t,a,c),!0}}return!1}learn(e,t){if(this.budget<=0||this.templates.length>=dA)return;let n=xA(t);if(n===void 0||n.value===``)return;this.budget--;let r=JSON.stringify(n.value),i=e.lastIndexOf(r);if(i<=0||e.lastIndexOf(r,i-1)!==-1)return;let a=e.slice(0,i),o=e.slice(i+r.length);this.templates.push({prefix:a,suffix:o,kind:n.kind,index:n.index,hits:0,used:this.frames,checked:!1})}check(e){if(this.failedChecks>=mA)return!1;this.checks++;let t;try{t=JSON.parse(e.prefix+_A+e.suffix)}catch{t=void 0}let n=typeof t==`object`&&t?xA(t):void 0;return n===void 0||n.kind!==e.kind||n.index!==e.index||n.value!==gA?(this.failedChecks++,!1):(e.checked=!0,!0)}};function yA(e,t,n){n!==``&&(t.kind===`text`?e.text(n):t.kind===`reasoning`?e.reasoning(n):e.tools.openAiDelta(t.index===void 0?{function:{arguments:n}}:{index:t.index,function:{arguments:n}}))}var bA=e=>e==null||e===``;function xA(e){if(!bA(e.error)||!bA(e.usage))return;let t=e.choices;if(!Array.isArray(t)||t.length!==1)return;let n=t[0];if(!n||typeof n!=`object`||n.index!==void 0&&n.index!==null&&n.index!==0||!bA(n.finish_reason))return;let r=n.delta;if(!r||typeof r!=`object`)return;let i;if(!bA(r.content)){if(typeof r.content!=`string`)return;i={kind:`text`,value:r.content,index:void 0}}for(let e of SA){let t=r[e];if(!bA(t)){if(typeof t!=`string`||i!==void 0)return;i={kind:`reasoning`,value:t,index:void 0}}}if(r.tool_calls!==void 0&&r.tool_calls!==null){let e=r.tool_calls;if(i!==void 0||!Array.isArray(e)||e.length!==1)return;let t=e[0];if(!t||typeof t!=`object`)return;for(let e in t)if(e!==`index`&&e!==`function`&&e!==`type`)return;let n=t.function;if(!n||typeof n!=`object`||typeof n.arguments!=`string`)return;for(let e in n)if(e!==`arguments`)return;let a=t.index;if(!(a===void 0||typeof a==`number`&&Number.isInteger(a)&&a>=0))return;i={kind:`args`,value:n.arguments,index:a}}return i}var SA=[`reasoning_content`,`reasoning`],CA={STOP:`stop`,MAX_TOKENS:`length`,SAFETY:`content_filter`,RECITATION:`content_filter`,BLOCKLIST:`content_filter`,PROHIBITED_CONTENT:`content_filter`,SPII:`content_filter`,IMAGE_SAFETY:`content_filter`},wA=e=>e.candidates!==void 0||e.usageMetadata!==void 0||e.promptFeedback!==void 0;function TA(e,t){if(t.error!==void 0&&t.error!==null)return e.fail(mb(t));let n=Array.isArray(t.candidates)?t.candidates[0]:void 0,r=n?.content?.parts;if(Array.isArray(r))for(let t of r){if(!t)continue;let n=t.functionCall;if(n){let r=t.thoughtSignature,i=r?{extra_content:{google:{thought_signature:r}}}:void 0,a=e.tools.open(typeof n.id==`string`&&n.id?n.id:void 0,n.name,i);e.tools.append(a,JSON.stringify(n.args??{})),e.tools.end(a)}else typeof t.text==`string`&&t.text!==``&&(t.thought===!0?e.reasoning(t.text):e.text(t.text))}let i=n?.finishReason;typeof i==`string`&&i!==``&&i!==`FINISH_REASON_UNSPECIFIED`?e.finishReason=CA[i]??i.toLowerCase():!n&&t.promptFeedback?.blockReason&&(e.finishReason=`content_filter`);let a=t.usageMetadata;if(a){let t=iA(a.promptTokenCount),n=iA(a.candidatesTokenCount)+iA(a.thoughtsTokenCount);e.usage={promptTokens:t,completionTokens:n,totalTokens:typeof a.totalTokenCount==`number`?a.totalTokenCount:t+n}}}function EA(e,t){let n=t.choices;if(t.error!==void 0&&t.error!==null||n===void 0&&(typeof t.message==`string`||t.detail!==void 0))return e.fail(mb(t));if(Array.isArray(n)&&n.length>0){let t=n.length===1?n[0]:kA(n);if(t){let n=t.delta??t.message;n&&OA(e,n);let r=t.finish_reason;typeof r==`string`&&r!==``&&(e.finishReason=r,e.tools.endAll())}}let r=t.usage;typeof r==`object`&&r&&(e.usage=rA(r))}function DA(e,t){if(t.error!==void 0&&t.error!==null)return e.fail(mb(t));let n=Array.isArray(t.choices)?kA(t.choices):void 0;if(n){let t=n.message??n.delta;t&&OA(e,t),typeof n.finish_reason==`string`&&n.finish_reason!==``&&(e.finishReason=n.finish_reason)}t.usage&&typeof t.usage==`object`&&(e.usage=rA(t.usage)),e.done=!0}function OA(e,t){let n=t.content;typeof n==`string`&&n!==``&&e.text(n);let r=t.reasoning_content;typeof r==`string`&&r!==``?e.reasoning(r):typeof t.reasoning==`string`&&t.reasoning!==``&&e.reasoning(t.reasoning);let i=t.tool_calls;if(Array.isArray(i))for(let t=0;t<i.length;t++)e.tools.openAiDelta(i[t])}function kA(e){for(let t of e)if(t&&(t.index===void 0||t.index===null||t.index===0))return t}var AA=new TextDecoder(`utf-8`,{ignoreBOM:!0}),jA=65279,MA={stream:!0},NA=class{carry;atStart=!0;streaming;useStreaming=!1;decode(e){let t=e,n=this.carry;if(n!==void 0&&(t=new Uint8Array(n.length+e.length),t.set(n),t.set(e,n.length),this.carry=void 0),this.useStreaming){let e=this.streamingDecoder().decode(t,MA);return t.length>0&&e.length===t.length&&PA(t)===t.length&&(this.useStreaming=!1),this.start(e)}let r=PA(t);if(r<t.length&&(this.carry=t.slice(r),t=t.subarray(0,r)),r===0)return``;let i=AA.decode(t);return i.length!==r&&(this.useStreaming=!0,this.carry!==void 0&&(i+=this.streamingDecoder().decode(this.carry,MA),this.carry=void 0)),this.start(i)}end(){if(this.useStreaming)return this.useStreaming=!1,this.streaming===void 0?``:this.start(this.streaming.decode());let e=this.carry;return e===void 0?``:(this.carry=void 0,this.start(AA.decode(e)))}streamingDecoder(){return this.streaming??=new TextDecoder(`utf-8`,{ignoreBOM:!0})}start(e){return!this.atStart||e.length===0?e:(this.atStart=!1,e.charCodeAt(0)===jA?e.slice(1):e)}};function PA(e){let t=e.length;if(t===0||e[t-1]<128)return t;let n=t>3?t-3:0;for(let r=t-1;r>=n;r--){let n=e[r];if(n<128)return t;if(n>=192){let e=n>=240?4:n>=224?3:2;return t-r<e?r:t}}return t}var FA=10,IA=13,LA=58,RA=32,zA=class{decoder=new NA;onEvent;pending=[];skipLF=!1;data=``;hasData=!1;event=``;constructor(e){this.onEvent=e}feed(e){let t=this.decoder.decode(e);t.length>0&&this.feedText(t)}feedText(e){let t=0;if(this.skipLF&&(this.skipLF=!1,e.charCodeAt(0)===FA&&(t=1)),this.pending.length>0){let n=VA(e,t);if(n===-1){t<e.length&&this.pending.push(t===0?e:e.slice(t));return}this.pending.push(e.slice(t,n));let r=this.pending.join(``);this.pending=[],this.line(r,0,r.length),t=this.afterBreak(e,n)}t=e.indexOf(`\r`,t)===-1?this.linesLF(e,t):this.linesAny(e,t),t<e.length&&this.pending.push(t===0?e:e.slice(t))}end(){let e=this.decoder.end();if(e.length>0&&this.feedText(e),this.pending.length>0){let e=this.pending.join(``);this.pending=[],this.line(e,0,e.length)}this.dispatch()}linesLF(e,t){let n=e.indexOf(`
`,t);for(;n!==-1;){if(n===t)this.dispatch();else if(BA(e,t)){let r=e.charCodeAt(t+5)===RA?t+6:t+5,i=e.slice(r,n);if(this.hasData)this.data+=`
`+i;else if(e.charCodeAt(n+1)===FA){let r=this.event;this.event=``,t=n+2,n=e.indexOf(`
`,t),this.onEvent(i,r);continue}else this.data=i,this.hasData=!0}else e.charCodeAt(t)!==LA&&this.field(e.slice(t,n));t=n+1,n=e.indexOf(`
`,t)}return t}linesAny(e,t){let n=e.indexOf(`\r`,t),r=e.indexOf(`
`,t);for(;;){n!==-1&&n<t&&(n=e.indexOf(`\r`,t)),r!==-1&&r<t&&(r=e.indexOf(`
`,t));let i=n===-1?r:r===-1||n<r?n:r;if(i===-1||(this.line(e,t,i),t=this.afterBreak(e,i),t>=e.length))return t}}afterBreak(e,t){if(e.charCodeAt(t)===IA){if(t+1===e.length)return this.skipLF=!0,t+1;if(e.charCodeAt(t+1)===FA)return t+2}return t+1}line(e,t,n){if(t===n)return this.dispatch();if(BA(e,t)){let r=e.charCodeAt(t+5)===RA?t+6:t+5,i=e.slice(r,n);this.hasData?this.data+=`
`+i:(this.data=i,this.hasData=!0)}else e.charCodeAt(t)!==LA&&this.field(e.slice(t,n))}field(e){let t=e.indexOf(`:`),n=t===-1?e:e.slice(0,t),r=t===-1?``:e.slice(t+1);r.charCodeAt(0)===RA&&(r=r.slice(1)),n===`event`?this.event=r:n===`data`&&(this.data=this.hasData?this.data+`
`+r:r,this.hasData=!0)}dispatch(){if(this.hasData){let e=this.data,t=this.event;this.data=``,this.hasData=!1,this.event=``,this.onEvent(e,t)}else this.event=``}};function BA(e,t){return e.charCodeAt(t)===100&&e.charCodeAt(t+1)===97&&e.charCodeAt(t+2)===116&&e.charCodeAt(t+3)===97&&e.charCodeAt(t+4)===LA}function VA(e,t){let n=e.indexOf(`
`,t),r=e.indexOf(`\r`,t);return r===-1?n:n===-1||r<n?r:n}var HA=class{state;framer;apply;fastPaths;templates;ended;constructor(e={}){this.state=new nA(e.idPrefix,e.collect===!0),this.fastPaths=e.fastPaths!==!1,this.framer=new zA((e,t)=>this.onFrame(e,t));let t=e.format??`auto`;t!==`auto`&&(this.apply=this.applierFor(t))}feed(e){return this.framer.feed(e),this.state.take()}feedText(e){return this.framer.feedText(e),this.state.take()}get finished(){return this.state.done}get error(){return this.state.error}end(){let e=this.state;e.done||this.framer.end(),!e.error&&!e.done&&e.finishReason===null&&e.fail(ub());let t;if(e.error)t={events:e.take(),reason:`error`,error:e.error};else{let n=e.finishTurn();t={events:e.take(),reason:n}}return this.ended=t,t}completion(){let e=this.state.collected,t=this.ended;if(e===void 0||t===void 0)throw Error(`StreamDecoder.completion(): needs the collect option and end() first`);let n={content:e.content.length===1?e.content[0]:e.content.join(``),reasoning:e.reasoning.length===1?e.reasoning[0]:e.reasoning.join(``),toolCalls:e.toolCalls,finishReason:t.reason};return e.usage&&(n.usage=e.usage),n.timing={firstByteMs:0,durationMs:0,attempts:1},t.error&&(n.error=t.error),n}onFrame(e,t){let n=this.state;if(n.done)return;if(e===`[DONE]`){n.done=!0;return}if(e===``)return;let r=this.templates;if(r!==void 0&&r.tryApply(e,n))return;let i;try{i=JSON.parse(e)}catch{n.fail(t===`error`?mb({message:e}):db(e));return}if(typeof i!=`object`||!i){n.fail(db(e));return}let a=i;a.error!==void 0&&a.error!==null?n.fail(mb(a)):((this.apply??=this.sniff(a,t))(a,t),this.templates!==void 0&&this.templates.learn(e,a))}sniff(e,t){return oA(e.type)||oA(t)?this.applierFor(`anthropic`):e.choices===void 0&&wA(e)?this.applierFor(`gemini`):this.applierFor(`openai`)}applierFor(e){let t=this.state;if(e===`anthropic`){let e=new sA;return n=>e.apply(t,n)}return e===`gemini`?e=>TA(t,e):(this.fastPaths&&(this.templates=new vA),e=>EA(t,e))}};function UA(e,t={}){let n=new nA(t.idPrefix),r;try{r=JSON.parse(e)}catch{n.fail(fb(e))}if(!n.error){if(Array.isArray(r))for(let e of r)e&&typeof e==`object`&&!n.error&&TA(n,e);else if(typeof r!=`object`||!r)n.fail(fb(e));else{let t=r;t.error!==void 0&&t.error!==null?n.fail(mb(t)):Array.isArray(t.choices)?DA(n,t):t.type===`message`||Array.isArray(t.content)?cA(n,t):wA(t)?TA(n,t):n.fail(fb(e))}}if(n.error)return{events:n.take(),reason:`error`,error:n.error};let i=n.finishTurn();return{events:n.take(),reason:i}}var WA=class{last=0;timer;ms;onStall;constructor(e,t){this.ms=e,this.onStall=t}start(){this.last=performance.now(),this.timer===void 0&&this.arm(this.ms)}touch(){this.last=performance.now()}stop(){this.timer!==void 0&&clearTimeout(this.timer),this.timer=void 0}arm(e){this.timer=setTimeout(()=>{let e=performance.now()-this.last;e>=this.ms-1?(this.timer=void 0,this.onStall()):this.arm(this.ms-e)},e)}};async function*GA(e,t){let n=performance.now(),r=0,i=-1,a=e=>({type:`finish`,reason:e,timing:{firstByteMs:i>=0?JA(i-n):-1,durationMs:JA(performance.now()-n),attempts:r}}),o;try{if(!t||typeof t.endpoint!=`string`||t.endpoint===``)throw Error(`endpoint: expected a URL`);let n=Kk(e,t.provider);t.transformBody&&(n=t.transformBody(n,e)),o=JSON.stringify(n)}catch(e){yield{type:`error`,error:pb(e instanceof Error?e.message:String(e))},yield a(`error`);return}let s=t.signal;if(s?.aborted){yield{type:`error`,error:sb()},yield a(`aborted`);return}let c={retries:t.retries??Yk.retries,baseMs:t.retryBaseMs??Yk.baseMs,maxMs:t.retryMaxMs??Yk.maxMs},l=t.wait??Qk,u={endpoint:t.endpoint,body:o,stream:e.stream!==!1,signal:s,headers:t.headers,fetch:t.fetch??globalThis.fetch.bind(globalThis),stallMs:t.stallTimeoutMs??12e4,format:t.format??`auto`,idPrefix:t.idPrefix??tA(),firstByteAt:-1,contentSent:!1};for(;;){r++,u.firstByteAt=-1,u.contentSent=!1;let e=yield*KA(u);if(i=u.firstByteAt,!e.error){yield a(e.reason??`stop`);return}let n=e.error;if(n.kind===`aborted`){yield{type:`error`,error:n},yield a(`aborted`);return}let o=n.retryable&&r<=c.retries&&(!u.contentSent||t.retryAfterContent===!0),d=e.retryAfterMs;if(o&&d!==void 0&&d>c.maxMs&&(o=!1,n.message+=` (the server asked to wait ${Math.ceil(d/1e3)} s before retrying)`),!o){yield{type:`error`,error:n},yield a(`error`);return}let f=d??Xk(r,c),p={attempt:r+1,delayMs:f,error:n};t.onRetry?.(p),yield{type:`retry`,...p};try{await l(f,s)}catch{yield{type:`error`,error:sb()},yield a(`aborted`);return}if(s?.aborted){yield{type:`error`,error:sb()},yield a(`aborted`);return}}}async function*KA(e){let t=new AbortController,n=e.signal,r=()=>t.abort(n?.reason);n?.addEventListener(`abort`,r,{once:!0});let i=!1,a=e.stallMs>0?new WA(e.stallMs,()=>{i=!0,t.abort()}):void 0,o=t=>({error:n?.aborted?sb():i?cb(e.stallMs):lb(t)}),s,c=async t=>{if(!t.body)return``;s=t.body.getReader();let n=new TextDecoder,r=[];for(;;){let t=await s.read();if(t.done)break;a?.touch(),e.firstByteAt<0&&(e.firstByteAt=performance.now()),r.push(n.decode(t.value,{stream:!0}))}return r.push(n.decode()),r.join(``)};try{if(n?.aborted)return{error:sb()};let r;try{r=typeof e.headers==`function`?await e.headers():e.headers}catch(e){return{error:pb(`headers: ${e instanceof Error?e.message:String(e)}`)}}let l={"content-type":`application/json`,accept:e.stream?`text/event-stream`:`application/json`,...r};e.stream&&a?.start();let u;try{u=await e.fetch(e.endpoint,{method:`POST`,headers:l,body:e.body,signal:t.signal})}catch(e){return o(e)}if(a?.start(),a?.touch(),!u.ok){let e=``;try{e=await c(u)}catch(e){if(n?.aborted||i)return o(e)}return{error:hb(u.status,u.statusText,e),retryAfterMs:Zk(u.headers)}}let d=u.headers.get(`content-type`)??``;if(!e.stream||d.includes(`json`)&&!d.includes(`event-stream`)){let t;try{t=await c(u)}catch(e){return o(e)}let n=UA(t,{idPrefix:e.idPrefix});for(let t of n.events)qA(t)&&(e.contentSent=!0),yield t;return n.error?{error:n.error}:{reason:n.reason}}if(!u.body)return{error:ob(`protocol`,`The model answered 200 with no body.`,{retryable:!0})};s=u.body.getReader();let f=new HA({format:e.format,idPrefix:e.idPrefix});for(;;){let t;try{t=await s.read()}catch(e){return o(e)}if(t.done)break;a?.touch(),e.firstByteAt<0&&(e.firstByteAt=performance.now());let n=f.feed(t.value);for(let t=0;t<n.length;t++){let r=n[t];!e.contentSent&&qA(r)&&(e.contentSent=!0),yield r}if(f.finished)break}let p=f.end();for(let t of p.events)qA(t)&&(e.contentSent=!0),yield t;return p.error?{error:p.error}:{reason:p.reason}}finally{a?.stop(),n?.removeEventListener(`abort`,r),s&&s.cancel().catch(()=>void 0),t.abort()}}function qA(e){let t=e.type;return t===`text-delta`||t===`reasoning-delta`||t===`tool-call-start`||t===`tool-call-delta`||t===`tool-call-end`}function JA(e){return Math.round(e*10)/10}function YA(e){let t=e.endpoint??(e.baseUrl?XA(e.baseUrl,`chat/completions`):``);if(!t)throw TypeError("createModelClient: give `endpoint` (full URL) or `baseUrl`");let{apiKey:n,headers:r,baseUrl:i,endpoint:a,...o}=e,s=n?async()=>({...typeof r==`function`?await r():r,authorization:`Bearer ${n}`}):r;return(e,{signal:n,stallTimeoutMs:r}={})=>GA(e,{...o,endpoint:t,headers:s,signal:n,...r===void 0?{}:{stallTimeoutMs:r}})}function XA(e,t){return`${e.replace(/\/+$/,``)}/${t}`}var ZA={makersuite:`google_model`,"01ai":`zerooneai_model`,scale:``},QA=/* @__PURE__ */ new Set(/* @__PURE__ */ `openai.windowai.claude.scale.openrouter.ai21.makersuite.vertexai.mistralai.custom.cohere.perplexity.groq.01ai.blockentropy.nanogpt.deepseek.aimlapi.xai.pollinations.moonshot.fireworks.cometapi.azure_openai.zai.electronhub.chutes.siliconflow.minimax.workers_ai`.split(`.`)),$A={oai:`openai`,google:`makersuite`},ej=/* @__PURE__ */ new Set([`openai`,`claude`,`mistralai`,`makersuite`,`vertexai`,`deepseek`,`xai`,`zai`,`moonshot`]),tj=`OR_Website`;function nj(e){return e in ZA?ZA[e]:`${e}_model`}function rj(e,t){let n=nj(e),r=n?t[n]:``;return typeof r!=`string`||r===tj?``:r}function ij(e){return e===`claude`?`anthropic`:e===`makersuite`||e===`vertexai`?`gemini`:`openai`}function aj(e,t){if(!e)return;let n=t?.[e];return n?n.selected===`openai`&&n.source?n.source:void 0:$A[e]?$A[e]:QA.has(e)?e:void 0}function oj(e,t){let n={};for(let[r,i]of t)e[i]!==void 0&&e[i]!==null&&(n[r]=e[i]);return n}function sj(e,t){let n={};switch(e===`claude`&&(n.claude_use_sysprompt=!0),(e===`makersuite`||e===`vertexai`)&&(n.use_makersuite_sysprompt=!0),e){case`custom`:Object.assign(n,oj(t,[[`custom_url`,`custom_url`],[`custom_include_body`,`custom_include_body`],[`custom_exclude_body`,`custom_exclude_body`],[`custom_include_headers`,`custom_include_headers`],[`custom_prompt_post_processing`,`custom_prompt_post_processing`]]));break;case`openrouter`:Object.assign(n,oj(t,[[`use_fallback`,`openrouter_use_fallback`],[`provider`,`openrouter_providers`],[`allow_fallbacks`,`openrouter_allow_fallbacks`],[`middleout`,`openrouter_middleout`]]));break;case`vertexai`:Object.assign(n,oj(t,[[`vertexai_auth_mode`,`vertexai_auth_mode`],[`vertexai_region`,`vertexai_region`],[`vertexai_express_project_id`,`vertexai_express_project_id`]]));break;case`azure_openai`:Object.assign(n,oj(t,[[`azure_base_url`,`azure_base_url`],[`azure_deployment_name`,`azure_deployment_name`],[`azure_api_version`,`azure_api_version`]]));break;case`zai`:Object.assign(n,oj(t,[[`zai_endpoint`,`zai_endpoint`]]));break;case`siliconflow`:Object.assign(n,oj(t,[[`siliconflow_endpoint`,`siliconflow_endpoint`]]));break;case`workers_ai`:Object.assign(n,oj(t,[[`workers_ai_account_id`,`workers_ai_account_id`]]))}return ej.has(e)&&typeof t.reverse_proxy==`string`&&t.reverse_proxy&&(n.reverse_proxy=t.reverse_proxy,n.proxy_password=t.proxy_password??``),n}function cj(e,t,n){let r={};e===`claude`&&(r.claude_use_sysprompt=!0),(e===`makersuite`||e===`vertexai`)&&(r.use_makersuite_sysprompt=!0);let i=t[`api-url`];typeof i==`string`&&i&&(e===`custom`&&(r.custom_url=i),e===`vertexai`&&(r.vertexai_region=i),e===`zai`&&(r.zai_endpoint=i),e===`siliconflow`&&(r.siliconflow_endpoint=i)),typeof t[`secret-id`]==`string`&&t[`secret-id`]&&(r.secret_id=t[`secret-id`]),typeof t[`prompt-post-processing`]==`string`&&(r.custom_prompt_post_processing=t[`prompt-post-processing`]);let a=typeof t.proxy==`string`&&t.proxy?n.find(e=>e?.name===t.proxy):void 0;return a&&typeof a.url==`string`&&a.url&&(r.reverse_proxy=a.url,r.proxy_password=typeof a.password==`string`?a.password:``),r}var lj=`/api/backends/chat-completions/generate`,uj=4096;function dj(e,t){if(t.chatCompletionSettings&&typeof t.chatCompletionSettings==`object`)return t.chatCompletionSettings;let n=e.modules.peek(`openai`)?.oai_settings;return n&&typeof n==`object`?n:void 0}function fj(e){let t=e.extensionSettings,n=Array.isArray(t?.disabledExtensions)&&t.disabledExtensions.includes(`connection-manager`),r=t?.connectionManager;return{list:Array.isArray(r?.profiles)?r.profiles.filter(e=>e&&typeof e==`object`):[],disabled:n}}function pj(e,t){let{list:n,disabled:r}=fj(e);if(!r)return n.find(e=>e.name===t)??n.find(e=>e.id===t)}function mj(e,t,n){if(typeof e.getChatCompletionModel==`function`)try{let t=e.getChatCompletionModel();if(typeof t==`string`)return t}catch{}return rj(t,n)}function hj(e,t){let n=e.access.ctx(),r=dj(e,n);if(t===``){if(n.mainApi!==void 0&&n.mainApi!==`openai`)return{ok:!1,message:J.textCompletion,code:`text_completion`};if(!r)return{ok:!1,message:J.noChatCompletionSettings,code:`no_settings`};let e=typeof r.chat_completion_source==`string`?r.chat_completion_source:``;return e?{ok:!0,value:{source:e,model:mj(n,e,r),fields:sj(e,r)}}:{ok:!1,message:J.unknownSource(``),code:`no_source`}}let i=pj(n,t);if(!i)return{ok:!1,message:J.profileNotFound(t),code:`profile_not_found`};let a=i.mode===`tc`?void 0:aj(i.api,n.CONNECT_API_MAP);if(!a)return{ok:!1,message:J.profileNotChatCompletion(t),code:`text_completion`};let o=r?.proxies??e.modules.peek(`openai`)?.proxies,s=cj(a,i,Array.isArray(o)?o:[]);return{ok:!0,value:{source:a,model:typeof i.model==`string`?i.model:``,fields:s}}}function gj(e){let t=e.access.ctx(),n=[],r=hj(e,``);if(r.ok){let{source:e,model:t}=r.value;n.push({name:``,label:`SillyTavern: ${e}${t?` · ${t}`:``}`,model:t||void 0,usable:!0})}else n.push({name:``,label:`SillyTavern${t.mainApi?` (${t.mainApi})`:``}`,usable:!1,reason:r.message});let{list:i,disabled:a}=fj(t);if(a)return i.length&&e.access.degrade(`connection-manager-off`,J.connectionManagerOff,`info`),n;for(let t of i){if(typeof t.name!=`string`||!t.name)continue;let r=hj(e,t.name),i={name:t.name,label:t.name,usable:r.ok};typeof t.model==`string`&&t.model&&(i.model=t.model),r.ok||(i.reason=r.message),n.push(i)}return n}function _j(e,t){let n=hj(e,t);return n.ok?n.value.model:``}function vj(e,t){return[{type:`error`,error:{kind:`provider`,message:e,code:t,retryable:!1}},{type:`finish`,reason:`error`,timing:{firstByteMs:-1,durationMs:0,attempts:0}}]}function yj(e){let t=e.ctx().getRequestHeaders,n=typeof t==`function`?t():{},r={};for(let[e,t]of Object.entries(n??{}))typeof t==`string`&&(r[e.toLowerCase()]=t);return typeof t!=`function`&&e.degrade(`fn:getRequestHeaders`,J.missing(`getRequestHeaders()`,`requests to its server may be refused (no CSRF token).`)),r}function bj(e,t){return(n,r={})=>(async function*(){let i=e.access.ctx(),a=t===``?void 0:pj(i,t);(!i.chatCompletionSettings||typeof a?.proxy==`string`&&a.proxy)&&await e.modules.load(`openai`);let o=hj(e,t);if(!o.ok){yield*vj(o.message,o.code);return}let{source:s,model:c,fields:l}=o.value;yield*YA({endpoint:lj,headers:()=>yj(e.access),fetch:e.fetch,format:ij(s),...e.clientOptions,transformBody:e=>{let t={...e,...l,chat_completion_source:s};return t.model||=c,t.max_tokens===void 0&&(t.max_tokens=uj),t}})(n,r)})()}var xj=`troupeGenerateInterceptor`;function Sj(e=globalThis.SillyTavern,t={}){let n=t.notify??((e,t)=>Vk(e,t)),r=kO(e,n),i=t.document??(typeof document<`u`?document:void 0),a=t.fetch??((e,t)=>globalThis.fetch(e,t)),o=t.now??Date.now,s=Wk(t.importModule===void 0?Uk():t.importModule),c={current:null},l={access:r,modules:s,fetch:a,clientOptions:t.clientOptions},u=Ok({access:r,active:c,document:i,now:o,notify:n}),d=/* @__PURE__ */ new Set,f=()=>{if(!d.size)return;let e=XO(r);for(let t of d)t(e)},p=[r.on(`CHAT_CHANGED`,`chat_id_changed`,f),r.on(`CHARACTER_EDITED`,`character_edited`,f),r.on(`CHARACTER_DELETED`,`characterDeleted`,f),hk(r,i)],m=r.ctx().chatCompletionSettings?Promise.resolve():s.load(`openai`);return{kind:`sillytavern`,interceptor:u.intercept,get notices(){return r.notices},ready:()=>m.then(()=>void 0),currentChat:()=>KO(r),onChatChanged(e){return r.on(`CHAT_CHANGED`,`chat_id_changed`,()=>e(KO(r)))},currentCard:()=>XO(r),writeCardExtension:(e,t,n)=>QO({access:r,fetch:a,changed:f},e,t,n),onCardChanged(e){return d.add(e),()=>d.delete(e)},chatReader:e=>nk(r,e,c),lorebookReader:e=>Ik({access:r,modules:s,fetch:a,document:i},e),notesStore:e=>zk(r,e),setGenerationHandler:e=>u.setHandler(e),stopGeneration(){u.abortAll();let e=r.fn(`stopGeneration`,`the Stop action only ends Troupe’s own run.`);try{e?.()}catch(e){console.warn(`[Troupe] stopGeneration failed`,e)}},connections:()=>gj(l),modelClient:e=>bj(l,e),modelName:e=>_j(l,e),notify:n,locale:()=>kk(r,t.storage??Cj(),globalThis.navigator),emit(e,t){let n=r.ctx().eventSource;if(!n||typeof n.emit!=`function`)r.degrade(`eventSource`,J.missing(`event bus (eventSource)`,`Troupe cannot follow chat switches or generation events.`));else try{let r=n.emit(e,t);r&&typeof r.catch==`function`&&r.catch(t=>console.warn(`[Troupe] a listener of ${e} failed`,t))}catch(t){console.warn(`[Troupe] a listener of ${e} failed`,t)}},dispose(){p.forEach(e=>e()),d.clear(),u.dispose()}}}function Cj(){try{return globalThis.localStorage}catch{return}}function wj(e,t=xj,n=globalThis){return n[t]=e.interceptor,()=>{n[t]===e.interceptor&&delete n[t]}}var Tj=`troupe_drawer`;function Ej(e){return(e??``).toLowerCase().startsWith(`zh`)?J.drawerTitle.zh:J.drawerTitle.en}function Dj(e={}){let t=e.document??(typeof document<`u`?document:void 0);if(!t)return null;let n=t.getElementById(Tj);if(n)return n.querySelector(`.inline-drawer-content`);let r=t.getElementById(`extensions_settings2`)??t.getElementById(`extensions_settings`);if(!r)return console.warn(`[Troupe] ${J.noDrawer}`),null;let i=t.createElement(`div`);i.id=Tj,i.className=`troupe-drawer`;let a=t.createElement(`div`);a.className=`inline-drawer`;let o=t.createElement(`div`);o.className=`inline-drawer-toggle inline-drawer-header`,o.setAttribute(`role`,`button`),o.tabIndex=0;let s=t.createElement(`b`);s.textContent=Ej(e.locale);let c=t.createElement(`div`);c.className=`inline-drawer-icon fa-solid fa-circle-chevron-down down`,o.append(s,c),o.addEventListener(`keydown`,e=>{(e.key===`Enter`||e.key===` `)&&(e.preventDefault(),o.click())});let l=t.createElement(`div`);return l.className=`inline-drawer-content`,a.append(o,l),i.append(a),r.append(i),l}var Oj=e=>e.replace(/&/g,`&amp;`).replace(/</g,`&lt;`).replace(/>/g,`&gt;`);function kj(e){let t=e.examples.length?`<div><strong>${Oj(pO.examples)}</strong><ul class="justifyLeft">${e.examples.map(e=>`<li><pre><code class="language-stscript">${Oj(e)}</code></pre></li>`).join(``)}</ul></div>`:``;return`<div>${Oj(e.help)}</div>${t}`}function Aj(e){return{value:e.value,description:e.description??null,type:`enum`,typeIcon:`◊`,matchProvider:null,valueProvider:null,makeSelectable:!1,toString:()=>e.value}}var jj=e=>typeof e==`string`&&[`true`,`on`,`yes`,`1`].includes(e.trim().toLowerCase()),Mj=e=>e instanceof Error?e.message:String(e);function Nj(e,t){if(t==null)return[];if(Array.isArray(t)){if(t.some(e=>typeof e!=`string`))throw Error(pO.closureArgument);return e.split?t:[t.join(` `)].filter(e=>e.trim())}if(typeof t!=`string`)throw Error(pO.closureArgument);return e.split?bO(t):t.trim()?[t]:[]}function Pj(e,t={}){return async(n,r)=>{try{let i=n?._scope,a=typeof i?.pipe==`string`?i.pipe:void 0,o=typeof r==`string`&&a!==void 0&&a!==``&&r===a?await e.run([],a):await e.run(Nj(e,r));return e.informational&&t.notify&&!jj(n?.quiet)&&t.notify(`info`,o),o}catch(e){throw Error(Oj(Mj(e)))}}}function Fj(e){try{return e.choices?.()??[]}catch{return[]}}function Ij(e,t){let n=e.SlashCommandArgument?.fromProps?e.SlashCommandArgument:null,r=e.SlashCommandNamedArgument?.fromProps?e.SlashCommandNamedArgument:null,i=e.ARGUMENT_TYPE??{},a=i.STRING??`string`,o=i.BOOLEAN??`bool`;return{unnamed:n?t.args.map(e=>n.fromProps({description:`${e.name}: ${e.description}`,typeList:[a],isRequired:!!e.required,acceptsMultiple:!!e.multiple,...e.choices?{enumProvider:()=>Fj(e).map(Aj)}:{}})):[],namedList:r&&t.informational?[r.fromProps({name:`quiet`,description:pO.quiet,typeList:[o],defaultValue:`false`,enumList:[`true`,`false`]})]:[]}}function Lj(e,t,n={}){let r=[],i=[],a=e?.SlashCommandParser,o=!!e&&typeof a?.addCommandObject==`function`&&typeof e.SlashCommand?.fromProps==`function`,s=typeof e?.registerSlashCommand==`function`?e.registerSlashCommand:null;if(!o&&!s)return{registered:r,via:`none`,problems:[pO.noParser]};for(let c of t){let t=Pj(c,n);try{if(o){let{unnamed:n,namedList:r}=Ij(e,c),i=e.SlashCommand.fromProps({name:c.name,callback:t,helpString:kj(c),returns:c.returns,splitUnnamedArgument:c.split,namedArgumentList:r,unnamedArgumentList:n,aliases:[]});a.addCommandObject.call(a,i)}else s.call(e,c.name,t,[],kj(c));r.push(c.name)}catch(e){i.push(pO.registerFailed(c.name,Mj(e)))}}return o||i.unshift(pO.legacyOnly),{registered:r,via:o?`parser`:`legacy`,problems:i}}var Rj={"list.separator":`, `,"common.cancel":`Cancel`,"common.close":`Close`,"common.dismiss":`Dismiss`,"common.loading":`Loading…`,"common.save":`Save`,"common.warnings":`Warnings:`,"error.unexpected":`Something went wrong: {message}`,"progress.labelled":`{label} — {percent}%`,"progress.plain":`{percent}%`,"scope.global":`Global`,"scope.preset":`Preset · {detail}`,"scope.character":`Character · {detail}`,"chips.visible":`Visible`,"chips.deny":`Deny`,"chips.add":`Add…`,"chips.addTo":`Add… to {list}`,"chips.addInherit":`+ Inherit mode defaults`,"chips.emptyAgent":`No list of its own: uses the mode defaults`,"chips.emptyMode":`None`,"chips.emptyDeny":`None`,"chips.effective":`Effective ({count}):`,"chips.effectiveNone":`no skills`,"chips.andMore":`and {count} more`,"chip.inherit.text":`+ mode defaults`,"chip.inherit.label":`+ mode defaults (inherit)`,"chip.inherit.title":`Inherit the mode defaults, then add this list. Click to stop inheriting.`,"chip.inherit.titleNames":`Inherit the mode defaults ({names}), then add this list. Click to stop inheriting.`,"chip.all.text":`* all installed`,"chip.all.label":`* all installed skills`,"chip.all.title":`Every installed skill. Click or press Delete to remove.`,"chip.visible.label":`{name} (visible)`,"chip.blocked.label":`{name} (visible, denied)`,"chip.blocked.title":`Listed, but a deny list hides it. Click or press Delete to remove.`,"chip.missing.label":`{name} (not installed)`,"chip.deny.label":`{name} (denied)`,"chip.deny.title":`Denied: hidden even when another list names it. Click or press Delete to remove.`,"chip.denyMissing.label":`{name} (denied, not installed)`,"chip.notInstalled":`Skill not installed`,"chip.removeHint":`Click or press Delete to remove.`,"picker.allOption":`Every installed skill, now and later.`,"picker.label":`Search skills to add to {list}`,"picker.placeholder":`Type to filter…`,"picker.empty":`No matching skill.`,"picker.more":`{count} more — keep typing to narrow the list.`,"picker.freeOption":`Not installed — add the name anyway`,"manage.open":`Manage Skills…`,"manage.installedCount":`{n} {n:skill|skills} installed`,"manage.title":`Manage Skills`,"manage.filter":`Scope:`,"manage.allScopes":`All scopes`,"manage.search":`Search skills`,"manage.searchPlaceholder":`Search name, description, tags…`,"manage.groupCount":`{count} {count:skill|skills}`,"manage.emptyAll":`No skills installed yet. Install a .zip, a folder or files, or create one.`,"manage.noMatch":`No skill matches this filter.`,"manage.showing":`Showing {shown} of {total}.`,"manage.showMore":`Show more`,"manage.discardQuestion":`Unsaved edits in {count} {count:skill|skills} will be lost. Close anyway?`,"manage.discardClose":`Discard and close`,"manage.keepEditing":`Keep editing`,"manage.notFound":`Skill “{name}” was not found; it may have been removed.`,"toolbar.label":`Install and create skills`,"toolbar.installInto":`Install into`,"toolbar.installZip":`Install .zip…`,"toolbar.installFolder":`Install folder…`,"toolbar.installFiles":`Install files…`,"toolbar.create":`Create new`,"toolbar.bundled":`Import bundled`,"row.view":`View files`,"row.edit":`Edit`,"row.rename":`Rename`,"row.move":`Move to…`,"row.export":`Export .zip`,"row.delete":`Delete`,"row.files":`{count} {count:file|files}`,"row.tags":`Tags`,"row.closeEditorFirst":`Close the editor first`,"row.noDescription":`(no description)`,"files.listLabel":`Files of {name}`,"files.binarySize":`binary, {size}`,"files.binary":`{path} is a binary file ({size}); its content is not shown.`,"files.truncated":`Showing the first {count} characters.`,"files.none":`This skill has no files.`,"editor.file":`File`,"editor.close":`Close editor`,"editor.hint":`Ctrl/Cmd+S to save`,"editor.unsaved":`Unsaved changes — Ctrl/Cmd+S to save`,"editor.contentLabel":`Content of {path}`,"editor.cannotSave":`Cannot save {path}:`,"editor.saved":`Saved {path} of {name}.`,"editor.discardQuestion":`Discard unsaved changes in {count} {count:file|files}?`,"editor.discard":`Discard changes`,"editor.noText":`This skill has no text files to edit.`,"rename.formLabel":`Rename {name}`,"rename.newName":`New name`,"rename.submit":`Rename`,"rename.done":`Renamed: {from} → {to}`,"rename.failed":`Could not rename {name}:`,"move.formLabel":`Move {name}`,"move.to":`Move to scope`,"move.submit":`Move`,"move.done":`Moved {name}: {from} → {to}`,"move.failed":`Could not move {name}:`,"move.noTarget":`There is no other scope to move to.`,"delete.question":`Delete skill “{name}” from {scope}? This cannot be undone.`,"delete.confirm":`Delete permanently`,"delete.done":`Deleted skill: {name}`,"delete.failed":`Could not delete {name}:`,"export.done":`Exported {name}.zip`,"export.failed":`Could not export {name}:`,"create.formLabel":`Create a new skill`,"create.name":`Name`,"create.description":`Description (when should it be used?)`,"create.scope":`Scope`,"create.submit":`Create`,"create.done":`Created skill: {name}`,"create.failed":`Could not create {name}:`,"validate.name":`The name must match {pattern} (lowercase letters, digits, _ and -).`,"validate.description":`A description is required.`,"validate.exists":`A skill named “{name}” already exists in {scope}.`,"install.working":`Installing…`,"install.failed":`Nothing was installed:`,"install.installed":`Installed: {names}.`,"install.unchanged":`Already installed, unchanged: {names}.`,"install.kept":`Kept the existing: {names}.`,"install.nothing":`Nothing to install.`,"install.cancelled":`Install cancelled; nothing was changed.`,"conflict.title":`{count} {count:skill|skills} already installed with different content`,"conflict.intro":`Nothing has been written yet. Choose for each skill, then apply.`,"conflict.item":`{name} in {scope}`,"conflict.compare":`Installed: {existingFiles} files, {existingSize}. New: {incomingFiles} files, {incomingSize}.`,"conflict.replace":`Replace`,"conflict.keep":`Keep`,"conflict.rename":`Rename`,"conflict.newName":`New name for the incoming {name}`,"conflict.apply":`Apply and install`,"conflict.cancel":`Cancel install`,"bundled.title":`Import bundled skills`,"bundled.planning":`Comparing the bundled skills with what is installed…`,"bundled.intro":`Importing the bundled skills into Global will make these changes:`,"bundled.upToDate":`The bundled skills are all installed and unchanged.`,"bundled.new":`Will be added ({count}):`,"bundled.update":`Will be updated ({count}):`,"bundled.edited":`Would overwrite your edits ({count}):`,"bundled.unchanged":`Already up to date ({count}):`,"bundled.import":`Import`,"bundled.importOverwrite":`Import and overwrite my edits`,"bundled.importKeep":`Import, keep my edits`,"bundled.done":`Bundled skills imported.`,"bundled.failed":`Could not import the bundled skills:`},zj={en:Rj,"zh-CN":{"list.separator":`、`,"common.cancel":`取消`,"common.close":`关闭`,"common.dismiss":`关闭提示`,"common.loading":`加载中……`,"common.save":`保存`,"common.warnings":`警告：`,"error.unexpected":`出错了：{message}`,"progress.labelled":`{label} — {percent}%`,"progress.plain":`{percent}%`,"scope.global":`全局`,"scope.preset":`预设 · {detail}`,"scope.character":`角色卡 · {detail}`,"chips.visible":`可见`,"chips.deny":`禁用`,"chips.add":`添加……`,"chips.addTo":`添加……到{list}`,"chips.addInherit":`+ 继承模式默认`,"chips.emptyAgent":`未单独设置：使用模式默认`,"chips.emptyMode":`无`,"chips.emptyDeny":`无`,"chips.effective":`实际生效（{count}）：`,"chips.effectiveNone":`无 Skill`,"chips.andMore":`等另外 {count} 个`,"chip.inherit.text":`+ 模式默认`,"chip.inherit.label":`+ 模式默认（继承）`,"chip.inherit.title":`继承模式默认，再追加本列表。点击取消继承。`,"chip.inherit.titleNames":`继承模式默认（{names}），再追加本列表。点击取消继承。`,"chip.all.text":`* 全部已安装`,"chip.all.label":`* 全部已安装的 Skill`,"chip.all.title":`所有已安装的 Skill。点击或按 Delete 移除。`,"chip.visible.label":`{name}（可见）`,"chip.blocked.label":`{name}（可见，已被禁用）`,"chip.blocked.title":`已列出，但被禁用列表屏蔽。点击或按 Delete 移除。`,"chip.missing.label":`{name}（未安装）`,"chip.deny.label":`{name}（已禁用）`,"chip.deny.title":`已禁用：即使其他列表列出也会被隐藏。点击或按 Delete 移除。`,"chip.denyMissing.label":`{name}（已禁用，未安装）`,"chip.notInstalled":`该 Skill 未安装`,"chip.removeHint":`点击或按 Delete 移除。`,"picker.allOption":`所有已安装的 Skill，包括以后安装的。`,"picker.label":`搜索要添加到{list}的 Skill`,"picker.placeholder":`输入以筛选……`,"picker.empty":`没有匹配的 Skill。`,"picker.more":`还有 {count} 个——继续输入以缩小范围。`,"picker.freeOption":`未安装——仍然添加此名称`,"manage.open":`管理 Skills…`,"manage.installedCount":`已安装 {n} 个 Skill`,"manage.title":`管理 Skills`,"manage.filter":`作用域：`,"manage.allScopes":`全部作用域`,"manage.search":`搜索 Skill`,"manage.searchPlaceholder":`搜索名称、描述、标签……`,"manage.groupCount":`{count} 个 Skill`,"manage.emptyAll":`尚未安装任何 Skill。可安装 .zip、文件夹或文件，或新建一个。`,"manage.noMatch":`没有符合筛选条件的 Skill。`,"manage.showing":`显示 {shown} / {total}。`,"manage.showMore":`显示更多`,"manage.discardQuestion":`{count} 个 Skill 中未保存的修改将丢失。仍然关闭？`,"manage.discardClose":`放弃并关闭`,"manage.keepEditing":`继续编辑`,"manage.notFound":`找不到 Skill“{name}”，可能已被删除。`,"toolbar.label":`安装与新建 Skill`,"toolbar.installInto":`安装到`,"toolbar.installZip":`安装 .zip……`,"toolbar.installFolder":`安装文件夹……`,"toolbar.installFiles":`安装文件……`,"toolbar.create":`新建`,"toolbar.bundled":`导入内置 Skills`,"row.view":`查看文件`,"row.edit":`编辑`,"row.rename":`重命名`,"row.move":`移动到……`,"row.export":`导出 .zip`,"row.delete":`删除`,"row.files":`{count} 个文件`,"row.tags":`标签`,"row.closeEditorFirst":`请先关闭编辑器`,"row.noDescription":`（无描述）`,"files.listLabel":`{name} 的文件`,"files.binarySize":`二进制，{size}`,"files.binary":`{path} 是二进制文件（{size}），不显示内容。`,"files.truncated":`仅显示前 {count} 个字符。`,"files.none":`此 Skill 没有文件。`,"editor.file":`文件`,"editor.close":`关闭编辑器`,"editor.hint":`Ctrl/Cmd+S 保存`,"editor.unsaved":`有未保存的修改——Ctrl/Cmd+S 保存`,"editor.contentLabel":`{path} 的内容`,"editor.cannotSave":`无法保存 {path}：`,"editor.saved":`已保存 {name} 的 {path}。`,"editor.discardQuestion":`放弃 {count} 个文件中未保存的修改？`,"editor.discard":`放弃修改`,"editor.noText":`此 Skill 没有可编辑的文本文件。`,"rename.formLabel":`重命名 {name}`,"rename.newName":`新名称`,"rename.submit":`重命名`,"rename.done":`已重命名：{from} → {to}`,"rename.failed":`无法重命名 {name}：`,"move.formLabel":`移动 {name}`,"move.to":`移动到作用域`,"move.submit":`移动`,"move.done":`已移动 {name}：{from} → {to}`,"move.failed":`无法移动 {name}：`,"move.noTarget":`没有可移动到的其他作用域。`,"delete.question":`从{scope}删除 Skill“{name}”？此操作无法撤销。`,"delete.confirm":`永久删除`,"delete.done":`已删除 Skill：{name}`,"delete.failed":`无法删除 {name}：`,"export.done":`已导出 {name}.zip`,"export.failed":`无法导出 {name}：`,"create.formLabel":`新建 Skill`,"create.name":`名称`,"create.description":`描述（什么时候使用？）`,"create.scope":`作用域`,"create.submit":`创建`,"create.done":`已创建 Skill：{name}`,"create.failed":`无法创建 {name}：`,"validate.name":`名称必须匹配 {pattern}（小写字母、数字、_ 和 -）。`,"validate.description":`描述为必填项。`,"validate.exists":`{scope}中已存在名为“{name}”的 Skill。`,"install.working":`正在安装……`,"install.failed":`未安装任何内容：`,"install.installed":`已安装：{names}。`,"install.unchanged":`已安装且内容相同：{names}。`,"install.kept":`保留了现有的：{names}。`,"install.nothing":`没有需要安装的内容。`,"install.cancelled":`已取消安装，未做任何更改。`,"conflict.title":`{count} 个 Skill 已安装但内容不同`,"conflict.intro":`尚未写入任何内容。请为每个 Skill 选择处理方式，然后应用。`,"conflict.item":`{scope}中的 {name}`,"conflict.compare":`已安装：{existingFiles} 个文件，{existingSize}。新的：{incomingFiles} 个文件，{incomingSize}。`,"conflict.replace":`替换`,"conflict.keep":`保留`,"conflict.rename":`重命名`,"conflict.newName":`导入的 {name} 的新名称`,"conflict.apply":`应用并安装`,"conflict.cancel":`取消安装`,"bundled.title":`导入内置 Skills`,"bundled.planning":`正在比较内置 Skills 与已安装的内容……`,"bundled.intro":`将内置 Skills 导入全局作用域会做以下更改：`,"bundled.upToDate":`内置 Skills 均已安装且未改动。`,"bundled.new":`将新增（{count}）：`,"bundled.update":`将更新（{count}）：`,"bundled.edited":`将覆盖你的修改（{count}）：`,"bundled.unchanged":`已是最新（{count}）：`,"bundled.import":`导入`,"bundled.importOverwrite":`导入并覆盖我的修改`,"bundled.importKeep":`导入，保留我的修改`,"bundled.done":`已导入内置 Skills。`,"bundled.failed":`无法导入内置 Skills：`}},Bj=at(`en`);function Vj(e){let t=Array.isArray(e)?e[0]:e;return typeof t==`string`&&/^zh(?:$|[-_])/i.test(t.trim())?`zh-CN`:`en`}function Hj(e,t){return t?e.replace(/\{(\w+)(?::([^|{}]*)\|([^{}]*))?\}/g,(e,n,r,i)=>{if(!Object.prototype.hasOwnProperty.call(t,n))return e;let a=t[n];return r===void 0?String(a):Number(a)===1?r:i??``}):e}function Y(e,t){return Hj(zj[Bj.value][e]??Rj[e],t)}function Uj(e){return e.join(Y(`list.separator`))}function Wj(e){let t=``;for(let n=0;n<e.length;n+=32768)t+=String.fromCharCode(...e.subarray(n,n+32768));return btoa(t)}function Gj(e){let t=atob(e),n=new Uint8Array(t.length);for(let e=0;e<t.length;e++)n[e]=t.charCodeAt(e);return n}function Kj(e){return{name:e.name,files:e.files.map(e=>e.bytes?{path:e.path,base64:Wj(e.bytes)}:{path:e.path,text:e.text??``})}}function qj(e,t){return xc(e.files.map(e=>e.base64===void 0?{path:e.path,text:e.text??``}:{path:e.path,bytes:Gj(e.base64)}),{folderName:e.name,scope:t})}var Jj=e=>e instanceof Error?e.message:String(e),Yj=async e=>{try{return await e()}catch(e){return{ok:!1,error:Jj(e)}}};function Xj(e,t){let{profiles:n,skills:r}=e,i=()=>n.mode.value,a=()=>n.library(i()),o=async()=>{let t=i(),o=xC(t,n.drafts.value[t]),s=OC(r.inventory.value,{mode:t,presetId:a().activePresetId,character:e.card.value?.key}),c=o.map(e=>s.get(e)).filter(e=>!!e);return(await r.load(c)).map(Kj)};return{setEnabled:e=>void n.setEnabled(e),setMode:e=>void n.setMode(e),selectPreset:e=>void n.selectPreset(i(),e),createPreset:e=>Yj(()=>n.newPreset(i(),e)),duplicatePreset:e=>Yj(async()=>{let t=i();await n.duplicatePreset(t,e);let o=a().activePresetId,s=r.inventory.value.filter(n=>n.scope===KE(t,e));s.length&&await r.installSkills((await r.load(s)).map(e=>({...e,scope:KE(t,o)})),KE(t,o))}),renamePreset:(e,t)=>Yj(()=>n.renamePreset(i(),e,t)),deletePreset:t=>Yj(async()=>{let a=await n.deletePreset(i(),t);await e.storage.skills.deleteScope(a),await r.refresh()}),savePreset:()=>Yj(()=>n.save()),exportProfile:()=>Yj(async()=>{let e=await o();return n.exportCurrent(e.length?e:void 0),{ok:!0,message:e.length?`Exported with ${e.length} skill(s) the profile uses.`:void 0}}),importProfile:e=>Yj(async()=>{let r=await n.importFile(await e.text());if(!r.ok)return{ok:!1,error:r.error};let o=i();return r.skills?.length&&t.offerEmbeddedSkills(r.skills,KE(o,a().activePresetId)),{ok:!0,warnings:r.warnings.map(e=>`${e.path}: ${e.message}`)}}),saveCardOverride:()=>Yj(async()=>{let t=e.card.value;if(!t)return{ok:!1,error:`Select a character first.`};let a=r.inventory.value.filter(e=>e.scope===`character:${t.key}`);await n.saveOverride(t,i(),(await r.load(a)).map(Kj)),e.card.value=e.host?.currentCard()??t}),clearCardOverride:()=>Yj(async()=>{let t=e.card.value;if(!t)return{ok:!1,error:`Select a character first.`};await n.clearOverride(t),e.card.value=e.host?.currentCard()??t}),openManageSkills:t.openManageSkills}}var Zj=0;function Qj(e=`troupe`){return Zj+=1,`${e}-${Zj.toString(36)}`}function X(){let e=N(void 0);return e.current===void 0&&(e.current=Qj()),e.current}var $j=Symbol.for(`pv`),eM=0;Array.isArray;function Z(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:$j,__v:--eM,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function tM({issues:e}){return e.length===0?null:/* @__PURE__ */ Z(`ul`,{class:`troupe-issues`,children:e.map((e,t)=>/* @__PURE__ */ Z(`li`,{children:[/* @__PURE__ */ Z(`code`,{class:`troupe-issues__file`,children:e.file}),`: `,e.message,` `,/* @__PURE__ */ Z(`span`,{class:`troupe-issues__rule`,children:[`(`,e.rule,`)`]})]},t))})}function nM(e=4){let[t,n]=M([]),r=N(1);return{messages:t,push:Pe((t,i,a)=>{let o={id:r.current++,kind:t,text:i,issues:a};n(t=>[...t,o].slice(-e))},[e]),dismiss:Pe(e=>n(t=>t.filter(t=>t.id!==e)),[]),clear:Pe(()=>n([]),[])}}function rM({api:e}){let t=e.messages.filter(e=>e.kind===`error`),n=e.messages.filter(e=>e.kind!==`error`);return/* @__PURE__ */ Z(`div`,{class:`troupe-messages`,children:[/* @__PURE__ */ Z(`div`,{role:`alert`,class:`troupe-messages__errors`,children:t.map(t=>/* @__PURE__ */ Z(iM,{message:t,onDismiss:e.dismiss},t.id))}),/* @__PURE__ */ Z(`div`,{role:`status`,"aria-live":`polite`,class:`troupe-messages__notes`,children:n.map(t=>/* @__PURE__ */ Z(iM,{message:t,onDismiss:e.dismiss},t.id))})]})}function iM({message:e,onDismiss:t}){return/* @__PURE__ */ Z(`div`,{class:`troupe-message troupe-message--${e.kind}`,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-message__body`,children:[/* @__PURE__ */ Z(`span`,{children:e.text}),e.issues&&/* @__PURE__ */ Z(tM,{issues:e.issues})]}),/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-message__close`,"aria-label":Y(`common.dismiss`),title:Y(`common.dismiss`),onClick:()=>t(e.id),children:`×`})]})}function aM(e){return e.startsWith(`preset:`)?`preset`:e.startsWith(`character:`)?`character`:`global`}function oM(e){let t=e.indexOf(`:`);return t<0?``:e.slice(t+1)}var sM={global:0,preset:1,character:2};function cM(e,t){let n=sM[aM(e)]-sM[aM(t)];return n===0?e<t?-1:+(e>t):n}function lM(e){return sM[aM(e)]}function uM(e,t){let n=aM(e);if(n===`global`)return Y(`scope.global`);let r=t??oM(e);return Y(n===`preset`?`scope.preset`:`scope.character`,{detail:r})}var dM=pe(/* @__PURE__ */ new Map);function fM(e){return[...new Set(e)].sort(cM)}var pM=/* @__PURE__ */ new WeakMap;function mM(e){let t=pM.get(e);if(t)return t;let n=/* @__PURE__ */ new Map;for(let t of e){let e=n.get(t.name);e?e.push(t):n.set(t.name,[t])}let r=/* @__PURE__ */ new Map;for(let[e,t]of n){t.sort((e,t)=>lM(t.scope)-lM(e.scope));let n=t[0];r.set(e,{name:e,description:n.description,tags:n.tags,scopes:t.map(e=>e.scope),haystack:`${e}\n${n.description}\n${n.tags.join(` `)}`.toLowerCase()})}let i={byName:r,entries:[...r.values()].sort((e,t)=>e.name<t.name?-1:+(e.name>t.name))};return pM.set(e,i),i}function hM(e,t){if(e===t)return!0;let n=Object.keys(e);if(n.length!==Object.keys(t).length)return!1;for(let r of n)if(!Object.is(e[r],t[r])||!(r in t))return!1;return!0}function gM(e){class t extends C{shouldComponentUpdate(e){return!hM(this.props,e)}render(){return b(e,this.props)}}return t.displayName=`memo(${e.displayName??e.name})`,t}function Q({variant:e=`default`,class:t,type:n,children:r,...i}){let a=`troupe-btn troupe-btn--${e}${t?` ${t}`:``}`;return/* @__PURE__ */ Z(`button`,{type:n??`button`,class:a,...i,children:r})}var _M={"panel.title":`Multi-agent orchestration`,"panel.enabled":`Enabled`,"panel.mode":`Execution mode`,"mode.director":`Director (multi-agent)`,"mode.loop":`Loop (single-agent loop)`,"mode.spec":`Spec workflow`,"mode.agenda":`Agenda planner`,"mode.single":`Single agent`,"mode.hint.director":`The main agent writes the reply itself and may dispatch sub-agents.`,"mode.hint.loop":`One agent calls tools in a loop and finalizes a capsule of guidance.`,"mode.hint.spec":`Stages of nodes run in order; review nodes may ask for reruns; the result is a capsule.`,"mode.hint.agenda":`A planner dispatches workers in rounds; a final worker writes the capsule.`,"mode.hint.single":`One node, one call, writes the capsule.`,"preset.bar":`Presets`,"preset.select":`Preset`,"preset.new":`New`,"preset.duplicate":`Duplicate`,"preset.rename":`Rename`,"preset.delete":`Delete`,"preset.save":`Save`,"preset.unsaved":`Unsaved changes`,"preset.nameLabel":`Preset name`,"preset.newTitle":`New preset`,"preset.renameTitle":`Rename preset “{name}”`,"preset.ok":`OK`,"preset.nameEmpty":`A preset name cannot be empty.`,"preset.nameTaken":`A preset named “{name}” already exists.`,"preset.deleteQuestion":`Delete preset “{name}”? Its preset-scope skills are deleted too. This cannot be undone.`,"preset.deleteConfirm":`Delete preset and its skills`,"preset.created":`Created preset “{name}”.`,"preset.duplicated":`Duplicated preset “{name}”.`,"preset.renamed":`Renamed preset to “{name}”.`,"preset.deleted":`Deleted preset “{name}” and its skills.`,"preset.saved":`Saved preset “{name}”.`,"profile.actions":`Profile`,"profile.export":`Export profile`,"profile.import":`Import profile…`,"profile.exported":`Profile exported.`,"profile.imported":`Profile imported.`,"profile.cardNone":`No character card selected`,"profile.card":`Character card: {name}`,"profile.saveOverride":`Save to character card override`,"profile.clearOverride":`Clear character card override`,"profile.needCard":`Select a character card first`,"profile.overrideBadge":`Character override active`,"profile.editingOverride":`Editing the character override`,"profile.overrideSaved":`Saved to the character card override.`,"profile.overrideCleared":`Character card override cleared.`,"profile.manageSkills":`Manage Skills…`,"status.label":`Last run`,"status.none":`Last run: none yet`,"status.running":`Running: {mode}`,"status.done":`Last run: done · {mode}`,"status.aborted":`Last run: stopped · {mode}`,"status.error":`Last run: failed · {mode}`,"status.seconds":`{s} s`,"lint.title":`Profile check`,"lint.none":`No problems found.`,"lint.count":`{count} {count:problem|problems}`,"lint.severity.error":`Error`,"lint.severity.warning":`Warning`,"lint.severity.info":`Note`,"lint.code.unknown_subagent":`Unknown sub-agent in the main prompt`,"lint.code.unknown_agent":`Unknown agent`,"lint.code.unknown_final_worker":`Unknown final worker`,"lint.code.skill_not_installed":`Skill not installed`,"lint.code.plus_not_first":`“+” not first`,"lint.code.limit_invalid":`Invalid limit`,"lint.code.limit_unreachable":`Limit cannot be met`,"lint.code.empty_prompt":`Empty prompt`,"lint.code.no_description":`No description`,"lint.code.no_writer":`No agent can write the reply`,"lint.code.dispatch_disabled":`Sub-agents cannot be dispatched`,"lint.code.unused_tool":`Tool no agent can use`,"lint.code.review_misplaced":`Review node misplaced`,"lint.code.duplicate_id":`Duplicate id`,"lint.code.unknown_variable":`Unknown template variable`,"lint.code.bad_regex":`Invalid regular expression`,"section.skills":`Mode-level skills (baseline for every agent)`,"section.routing":`Default API and prompt preset`,"section.limits":`Limits`,"section.behaviour":`Behaviour`,"section.tools":`Tools`,"section.capsule":`Capsule injection`,"section.lorebook":`World book filter`,"routing.api":`API preset (connection profile)`,"routing.prompt":`Prompt preset`,"routing.apiGlobal":`(Global orchestration API preset)`,"routing.promptGlobal":`(Global orchestration prompt preset)`,"routing.apiProfile":`(Profile default API preset)`,"routing.promptProfile":`(Profile default prompt preset)`,"routing.missing":`{name} (missing)`,"routing.note":`Used when an agent has no preset of its own.`,"field.resetDefault":`Reset to default`,"field.resetDefaultOf":`Reset to default: {field}`,"field.range":`{min}–{max}`,"field.inherit":`Inherit ({value})`,"agent.moveUp":`Move up`,"agent.moveDown":`Move down`,"agent.remove":`Remove`,"agent.moveUpOf":`Move up: {name}`,"agent.moveDownOf":`Move down: {name}`,"agent.removeOf":`Remove: {name}`,"agent.unnamed":`(unnamed)`,"agent.details":`Details`,"agent.detailsOf":`Details: {name}`,"agent.idEmpty":`An id is required.`,"agent.idDuplicate":`The id “{id}” is used more than once.`,"agent.skillsOf":`Skills of {name}`,"agent.toolsOf":`Tools of {name}`,"agent.reorderHint":`Alt+↑ / Alt+↓ move the focused item.`,"director.main":`Main agent`,"director.mainPrompt":`Main system prompt`,"director.mainSkills":`Main agent skills`,"director.mainTools":`Main agent tools`,"director.subAgentsCount":`Sub-agents ({count})`,"director.addSubAgent":`Add sub-agent`,"director.noSubAgents":`No sub-agents: the main agent works alone.`,"director.subId":`Sub-agent ID`,"director.subDescription":`Description (shown to the main agent)`,"director.subPrompt":`System prompt`,"director.subMaxRounds":`Max tool-call rounds (this sub-agent)`,"director.maxRounds":`Maximum tool-calling rounds`,"director.subAgentMaxRounds":`Default sub-agent tool-calling rounds`,"director.maxConcurrent":`Maximum concurrent sub-agents`,"director.maxTotal":`Maximum total sub-agent runs per turn`,"director.discardOnAbort":`Discard partial message on abort`,"director.discardHint":`Off: a stopped reply is kept and marked [aborted]. On: it is discarded and the message returns to its previous state.`,"director.streaming":`Use streaming transport`,"director.streamingHint":`Main agent and sub-agents stream; sub-agent sections grow live in the reasoning fold.`,"common.retries":`Tool-call retries on invalid/missing tool call`,"common.recent":`Recent messages for orchestration`,"common.worldInfo":`Include world info in agent prompts`,"common.streaming":`Use streaming transport`,"common.systemPrompt":`System prompt`,"common.userTemplate":`User prompt template`,"common.description":`Description`,"loop.agent":`Loop agent`,"loop.prompt":`Loop system prompt`,"loop.agentSkills":`Loop agent skills`,"loop.maxRounds":`Loop max rounds`,"loop.wallClock":`Loop wall-clock budget (seconds)`,"loop.finalize":`finalize is always available to the loop agent.`,"spec.agents":`Agent presets`,"spec.agentsNote":`Identity templates: prompts and routing. Tools and skills attach to nodes.`,"spec.agentId":`Agent ID`,"spec.addAgent":`Add agent preset`,"spec.workflow":`Workflow`,"spec.stage":`Stage {n}`,"spec.stageId":`Stage ID`,"spec.stageMode":`Run nodes`,"spec.serial":`Serial`,"spec.parallel":`Parallel`,"spec.serialForced":`A stage with a review node runs serially.`,"spec.addStage":`Add stage`,"spec.nodes":`Nodes`,"spec.nodeId":`Node ID`,"spec.nodeAgent":`Agent`,"spec.nodeType":`Node type`,"spec.worker":`Worker`,"spec.review":`Review`,"spec.ownTemplate":`Own user prompt template (replaces the agent’s)`,"spec.addNode":`Add node to stage {n}`,"spec.nodeSkills":`Skills of node {name}`,"spec.missingAgent":`{name} (missing)`,"spec.nodeIterations":`Node tool iteration max rounds`,"spec.reviewReruns":`Review rerun max rounds`,"agenda.planner":`Planner`,"agenda.plannerPrompt":`Planner system prompt`,"agenda.plannerTemplate":`Planner prompt template`,"agenda.plannerSkills":`Planner skills`,"agenda.workers":`Agenda agents`,"agenda.workerId":`Agent ID`,"agenda.addWorker":`Add agent`,"agenda.finalWorker":`Final agent (writes the capsule)`,"agenda.finalMissing":`{name} (missing)`,"agenda.plannerMaxRounds":`Planner max rounds`,"agenda.maxConcurrent":`Max concurrent agents`,"agenda.maxTotal":`Max total agent runs`,"agenda.workerMaxRounds":`Agent tool-call max rounds`,"single.node":`Single agent`,"single.prompt":`Single-agent system prompt`,"single.template":`Single-agent user prompt template`,"single.skills":`Single agent skills`,"capsule.instruction":`Custom orchestration result instruction (prepended before the analysis)`,"capsule.position":`Injection position`,"capsule.depth":`Injection depth`,"capsule.role":`Injection role`,"capsule.pos.atDepth":`At chat depth`,"capsule.pos.before":`Before character definitions`,"capsule.pos.after":`After character definitions`,"capsule.pos.ANTop":`Before author’s note`,"capsule.pos.ANBottom":`After author’s note`,"capsule.pos.EMTop":`Before example messages`,"capsule.pos.EMBottom":`After example messages`,"capsule.role.system":`System`,"capsule.role.user":`User`,"capsule.role.assistant":`Assistant`,"capsule.depthOnly":`Depth and role apply to “At chat depth”.`,"lorebook.book":`Book name regex (one per line)`,"lorebook.entry":`Entry name regex (one per line)`,"tools.profile":`Default tools for all agents`,"tools.none":`This mode has no tools.`,"tools.ns.chat":`Chat`,"tools.ns.lorebook":`World book`,"tools.ns.note":`Notes`,"tools.ns.memory":`Memory`,"tools.ns.search":`Web search`,"tools.ns.message":`Message draft`,"tools.ns.collab":`Sub-agents`,"tools.ns.custom":`Custom tools`,"tools.all":`All {ns} tools`,"tools.onCount":`{on} of {total} on`,"tools.inherit":`Inherit the profile’s tools`,"tools.custom":`Custom tools for this agent`,"tools.summaryInherit":`Tools: inherit`,"tools.summaryCustom":`Tools: custom ({count} on)`,"tools.nsOverride":`Override {ns}`,"tools.nsInherited":`inherited: {on} of {total} on`},vM={en:_M,"zh-CN":{"panel.title":`多智能体编排`,"panel.enabled":`启用`,"panel.mode":`执行模式`,"mode.director":`Director（多代理）`,"mode.loop":`单 Agent 循环 (loop)`,"mode.spec":`Spec 工作流`,"mode.agenda":`Agenda 规划器`,"mode.single":`单 Agent`,"mode.hint.director":`主代理直接写出回复，可派遣子代理。`,"mode.hint.loop":`单个 Agent 在工具循环中运行，最后定稿一份指导 capsule。`,"mode.hint.spec":`按阶段依次运行节点；评审节点可要求重跑；产出 capsule。`,"mode.hint.agenda":`Planner 分轮派遣 Agent，最终 Agent 写出 capsule。`,"mode.hint.single":`一个节点、一次调用，写出 capsule。`,"preset.bar":`预设`,"preset.select":`预设`,"preset.new":`新建`,"preset.duplicate":`复制`,"preset.rename":`重命名`,"preset.delete":`删除`,"preset.save":`保存`,"preset.unsaved":`有未保存的修改`,"preset.nameLabel":`预设名称`,"preset.newTitle":`新建预设`,"preset.renameTitle":`重命名预设“{name}”`,"preset.ok":`确定`,"preset.nameEmpty":`预设名称不能为空。`,"preset.nameTaken":`已存在名为“{name}”的预设。`,"preset.deleteQuestion":`删除预设“{name}”？其预设作用域的 Skills 也会一并删除，且无法撤销。`,"preset.deleteConfirm":`删除预设及其 Skills`,"preset.created":`已新建预设“{name}”。`,"preset.duplicated":`已复制预设“{name}”。`,"preset.renamed":`预设已重命名为“{name}”。`,"preset.deleted":`已删除预设“{name}”及其 Skills。`,"preset.saved":`已保存预设“{name}”。`,"profile.actions":`编排配置`,"profile.export":`导出编排`,"profile.import":`导入编排…`,"profile.exported":`编排已导出。`,"profile.imported":`编排已导入。`,"profile.cardNone":`未选择角色卡`,"profile.card":`当前角色卡：{name}`,"profile.saveOverride":`保存到角色卡覆写`,"profile.clearOverride":`清除角色卡覆写`,"profile.needCard":`请先选择角色卡`,"profile.overrideBadge":`角色卡覆写已启用`,"profile.editingOverride":`正在编辑角色卡覆写`,"profile.overrideSaved":`已保存到角色卡覆写。`,"profile.overrideCleared":`已清除角色卡覆写。`,"profile.manageSkills":`管理 Skills…`,"status.label":`最近一轮`,"status.none":`最近一轮：尚未运行`,"status.running":`运行中：{mode}`,"status.done":`最近一轮：完成 · {mode}`,"status.aborted":`最近一轮：已中断 · {mode}`,"status.error":`最近一轮：失败 · {mode}`,"status.seconds":`{s} 秒`,"lint.title":`配置检查`,"lint.none":`未发现问题。`,"lint.count":`{count} 个问题`,"lint.severity.error":`错误`,"lint.severity.warning":`警告`,"lint.severity.info":`提示`,"lint.code.unknown_subagent":`主代理提示词中有未知的子代理`,"lint.code.unknown_agent":`未知的 Agent`,"lint.code.unknown_final_worker":`未知的最终 Agent`,"lint.code.skill_not_installed":`该 Skill 未安装`,"lint.code.plus_not_first":`“+” 不在首位`,"lint.code.limit_invalid":`上限无效`,"lint.code.limit_unreachable":`上限无法满足`,"lint.code.empty_prompt":`提示词为空`,"lint.code.no_description":`缺少描述`,"lint.code.no_writer":`没有 Agent 能写出回复`,"lint.code.dispatch_disabled":`子代理无法被派遣`,"lint.code.unused_tool":`没有 Agent 能用的工具`,"lint.code.review_misplaced":`评审节点位置不当`,"lint.code.duplicate_id":`ID 重复`,"lint.code.unknown_variable":`未知的模板变量`,"lint.code.bad_regex":`正则表达式无效`,"section.skills":`模式级 Skills（所有 Agent 的基线）`,"section.routing":`默认 API 与提示词预设`,"section.limits":`上限`,"section.behaviour":`行为`,"section.tools":`工具`,"section.capsule":`Capsule 注入`,"section.lorebook":`世界书过滤`,"routing.api":`API 预设（连接配置）`,"routing.prompt":`提示词预设`,"routing.apiGlobal":`（全局编排 API 预设）`,"routing.promptGlobal":`（全局编排提示词预设）`,"routing.apiProfile":`（配置默认 API 预设）`,"routing.promptProfile":`（配置默认提示词预设）`,"routing.missing":`{name}（缺失）`,"routing.note":`当某个 Agent 未填写自己的预设时使用。`,"field.resetDefault":`重置为默认`,"field.resetDefaultOf":`重置为默认：{field}`,"field.range":`{min}–{max}`,"field.inherit":`继承（{value}）`,"agent.moveUp":`上移`,"agent.moveDown":`下移`,"agent.remove":`移除`,"agent.moveUpOf":`上移：{name}`,"agent.moveDownOf":`下移：{name}`,"agent.removeOf":`移除：{name}`,"agent.unnamed":`（未命名）`,"agent.details":`详情`,"agent.detailsOf":`详情：{name}`,"agent.idEmpty":`ID 不能为空。`,"agent.idDuplicate":`ID“{id}”被使用了多次。`,"agent.skillsOf":`{name} 的 Skills`,"agent.toolsOf":`{name} 的工具`,"agent.reorderHint":`Alt+↑ / Alt+↓ 移动当前项。`,"director.main":`主代理`,"director.mainPrompt":`主代理系统提示词`,"director.mainSkills":`主代理 Skills`,"director.mainTools":`主代理工具`,"director.subAgentsCount":`子代理（{count}）`,"director.addSubAgent":`添加子代理`,"director.noSubAgents":`没有子代理：主代理独自工作。`,"director.subId":`子代理 ID`,"director.subDescription":`描述（展示给主代理）`,"director.subPrompt":`系统提示词`,"director.subMaxRounds":`工具调用最大轮数（此子代理）`,"director.maxRounds":`工具调用最大轮数`,"director.subAgentMaxRounds":`子代理默认工具调用轮数`,"director.maxConcurrent":`同时派遣的子代理最大数`,"director.maxTotal":`本回合子代理调用总数上限`,"director.discardOnAbort":`中断时丢弃半成品消息`,"director.discardHint":`关闭：中途停止时保留半成品并标记 [aborted]。开启：丢弃半成品，消息回到之前的状态。`,"director.streaming":`使用流式传输`,"director.streamingHint":`主代理与子代理均走流式；子代理区段在思考折叠中实时生长。`,"common.retries":`工具调用重试次数（无效/缺失时）`,"common.recent":`编排可见的最近消息数`,"common.worldInfo":`在 Agent 提示词中包含世界书信息`,"common.streaming":`使用流式传输`,"common.systemPrompt":`系统提示词`,"common.userTemplate":`用户提示词模板`,"common.description":`描述`,"loop.agent":`Loop Agent`,"loop.prompt":`Loop 系统提示词`,"loop.agentSkills":`Loop Agent Skills`,"loop.maxRounds":`Loop 最大轮次`,"loop.wallClock":`Loop 墙钟预算（秒）`,"loop.finalize":`finalize 对 Loop Agent 始终可用。`,"spec.agents":`Agent 预设`,"spec.agentsNote":`身份模板：提示词与路由。工具和 Skills 挂在节点上。`,"spec.agentId":`Agent ID`,"spec.addAgent":`添加 Agent 预设`,"spec.workflow":`工作流`,"spec.stage":`阶段 {n}`,"spec.stageId":`阶段 ID`,"spec.stageMode":`节点运行方式`,"spec.serial":`串行`,"spec.parallel":`并行`,"spec.serialForced":`含评审节点的阶段按串行运行。`,"spec.addStage":`添加阶段`,"spec.nodes":`节点`,"spec.nodeId":`节点 ID`,"spec.nodeAgent":`Agent`,"spec.nodeType":`节点类型`,"spec.worker":`执行`,"spec.review":`评审`,"spec.ownTemplate":`节点自己的用户提示词模板（替代 Agent 的模板）`,"spec.addNode":`向阶段 {n} 添加节点`,"spec.nodeSkills":`节点 {name} 的 Skills`,"spec.missingAgent":`{name}（缺失）`,"spec.nodeIterations":`节点工具迭代最大轮数`,"spec.reviewReruns":`评审重跑最大轮数`,"agenda.planner":`Planner`,"agenda.plannerPrompt":`Planner 系统提示词`,"agenda.plannerTemplate":`Planner 提示词模板`,"agenda.plannerSkills":`Planner Skills`,"agenda.workers":`Agenda Agents`,"agenda.workerId":`Agent ID`,"agenda.addWorker":`添加 Agent`,"agenda.finalWorker":`最终 Agent（写出 capsule）`,"agenda.finalMissing":`{name}（缺失）`,"agenda.plannerMaxRounds":`Planner 最大轮数`,"agenda.maxConcurrent":`最大并行 Agent 数`,"agenda.maxTotal":`最大 Agent 调用总数`,"agenda.workerMaxRounds":`Agent 工具调用最大轮数`,"single.node":`单 Agent`,"single.prompt":`单 Agent 系统提示词`,"single.template":`单 Agent 用户提示词模板`,"single.skills":`单 Agent Skills`,"capsule.instruction":`自定义编排结果指令（置于分析之前）`,"capsule.position":`注入位置`,"capsule.depth":`注入深度`,"capsule.role":`注入角色`,"capsule.pos.atDepth":`聊天深度`,"capsule.pos.before":`角色定义之前`,"capsule.pos.after":`角色定义之后`,"capsule.pos.ANTop":`作者注释之前`,"capsule.pos.ANBottom":`作者注释之后`,"capsule.pos.EMTop":`示例消息之前`,"capsule.pos.EMBottom":`示例消息之后`,"capsule.role.system":`系统`,"capsule.role.user":`用户`,"capsule.role.assistant":`助手`,"capsule.depthOnly":`深度与角色仅对“聊天深度”生效。`,"lorebook.book":`世界书名称正则（每行一个）`,"lorebook.entry":`条目名称正则（每行一个）`,"tools.profile":`所有 Agent 的默认工具`,"tools.none":`此模式没有工具。`,"tools.ns.chat":`聊天`,"tools.ns.lorebook":`世界书`,"tools.ns.note":`笔记`,"tools.ns.memory":`记忆`,"tools.ns.search":`网络搜索`,"tools.ns.message":`消息草稿`,"tools.ns.collab":`子代理`,"tools.ns.custom":`自定义工具`,"tools.all":`全部{ns}工具`,"tools.onCount":`已开启 {on}/{total}`,"tools.inherit":`继承配置的工具`,"tools.custom":`为此 Agent 自定义工具`,"tools.summaryInherit":`工具：继承`,"tools.summaryCustom":`工具：自定义（开启 {count} 个）`,"tools.nsOverride":`覆写{ns}`,"tools.nsInherited":`继承：已开启 {on}/{total}`}};function $(e,t){return Hj(vM[Bj.value][e]??_M[e],t)}function yM(e){let t=e,n;for(;;){let e=t._zod.def;if(e.innerType&&[`default`,`prefault`,`nullable`,`optional`].includes(e.type)){if(n===void 0&&e.type==="default"){let t=e.defaultValue;n=typeof t==`function`?t():t}t=e.innerType}else return{inner:t,def:n}}}function bM(e,t){let n=yM(e).inner.shape?.[t];if(!n)throw Error(`No field "${t}" in the schema.`);let{inner:r,def:i}=yM(n);if(r._zod.def.type!==`number`)throw Error(`Field "${t}" is not a number.`);return{min:r.minValue??-(2**53-1),max:r.maxValue??2**53-1,def:typeof i==`number`?i:null}}function xM(e,t){let n=yM(e).inner.shape?.[t];if(!n)throw Error(`No field "${t}" in the schema.`);return n}function SM(e,t){return Number.isFinite(t)?Math.min(e.max,Math.max(e.min,Math.round(t))):null}var CM={director:{maxRounds:bM(oE,`maxRounds`),subAgentMaxRounds:bM(oE,`subAgentMaxRounds`),maxConcurrentSubagents:bM(oE,`maxConcurrentSubagents`),maxTotalSubagentRuns:bM(oE,`maxTotalSubagentRuns`),toolCallRetryMax:bM(oE,`toolCallRetryMax`),subAgentRounds:bM(aE,`maxRounds`)},loop:{maxRounds:bM(lE,`maxRounds`),wallClockBudgetMs:bM(lE,`wallClockBudgetMs`),toolCallRetryMax:bM(lE,`toolCallRetryMax`)},spec:{nodeIterationMaxRounds:bM(gE,`nodeIterationMaxRounds`),reviewRerunMaxRounds:bM(gE,`reviewRerunMaxRounds`),toolCallRetryMax:bM(gE,`toolCallRetryMax`),maxRecentMessages:bM(gE,`maxRecentMessages`)},agenda:{plannerMaxRounds:bM(tE,`plannerMaxRounds`),maxConcurrentWorkers:bM(tE,`maxConcurrentWorkers`),maxTotalRuns:bM(tE,`maxTotalRuns`),workerMaxRounds:bM(tE,`workerMaxRounds`),toolCallRetryMax:bM(tE,`toolCallRetryMax`),maxRecentMessages:bM(tE,`maxRecentMessages`)},single:{toolCallRetryMax:bM(dE,`toolCallRetryMax`),maxRecentMessages:bM(dE,`maxRecentMessages`)},capsuleDepth:bM(xM(lE,`capsule`),`depth`)},wM=(...e)=>e.filter(Boolean).join(` `)||void 0;function TM(e){let t=X(),n=`${t}-err`;return/* @__PURE__ */ Z(`div`,{class:`troupe-field`,children:[/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-field__label`,children:e.label}),/* @__PURE__ */ Z(`input`,{id:t,type:`text`,class:`troupe-input${e.mono?` troupe-input--mono`:``}`,value:e.value,placeholder:e.placeholder,disabled:e.disabled,spellcheck:!1,"data-path":e.path,"aria-invalid":e.error?`true`:void 0,"aria-describedby":wM(e.error&&n),onInput:t=>e.onValue(t.currentTarget.value)}),(e.error||e.reserveError)&&/* @__PURE__ */ Z(`span`,{id:n,class:`troupe-field__error`,children:e.error??``})]})}function EM(e){let t=X(),n=`${t}-hint`,r=e.defaultValue!==void 0;return/* @__PURE__ */ Z(`div`,{class:`troupe-field troupe-field--wide`,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-field__head`,children:[/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-field__label`,children:e.label}),r&&/* @__PURE__ */ Z(Q,{variant:`quiet`,class:`troupe-field__reset`,"aria-label":$(`field.resetDefaultOf`,{field:e.label}),disabled:e.value===e.defaultValue,onClick:()=>e.onValue(e.defaultValue),children:$(`field.resetDefault`)})]}),/* @__PURE__ */ Z(`textarea`,{id:t,class:`troupe-textarea${e.mono?` troupe-input--mono`:``}`,rows:e.rows??4,value:e.value,placeholder:e.placeholder,"data-path":e.path,"aria-describedby":wM(e.hint&&n),onInput:t=>e.onValue(t.currentTarget.value)}),e.hint&&/* @__PURE__ */ Z(`span`,{id:n,class:`troupe-field__hint`,children:e.hint})]})}function DM(e){let t=X(),n=`${t}-hint`,r=e.scale??1,i=e.value===null?``:String(e.value/r),a=Math.ceil(e.range.min/r),o=Math.floor(e.range.max/r),s=t=>{let n=t.value.trim(),i;if(n===``)i=e.nullable?null:e.value;else{let t=SM({min:a,max:o,def:null},Number(n));i=t===null?e.value:t*r}t.value=i===null?``:String(i/r),i!==e.value&&e.onValue(i)};return/* @__PURE__ */ Z(`div`,{class:`troupe-field troupe-field--number`,children:[/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-field__label`,children:e.label}),/* @__PURE__ */ Z(`input`,{id:t,type:`number`,class:`troupe-input troupe-input--number`,inputMode:`numeric`,step:1,min:a,max:o,value:i,placeholder:e.placeholder,"data-path":e.path,"aria-describedby":n,onChange:e=>s(e.currentTarget),onKeyDown:e=>{e.key===`Enter`&&s(e.currentTarget)}}),/* @__PURE__ */ Z(`span`,{id:n,class:`troupe-field__hint`,children:$(`field.range`,{min:a,max:o})})]})}function OM(e){let t=X(),n=`${t}-hint`;return/* @__PURE__ */ Z(`div`,{class:`troupe-toggle`,children:[/* @__PURE__ */ Z(`input`,{id:t,type:`checkbox`,role:`switch`,class:`troupe-toggle__input`,checked:e.checked,"aria-checked":e.checked,disabled:e.disabled,"data-path":e.path,"aria-describedby":wM(e.hint&&n),onChange:t=>e.onValue(t.currentTarget.checked)}),/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-toggle__label`,children:e.label}),e.hint&&/* @__PURE__ */ Z(`span`,{id:n,class:`troupe-field__hint troupe-toggle__hint`,children:e.hint})]})}function kM(e){let t=X(),n=`${t}-hint`,r=e.value===``?e.emptyLabel!==void 0:e.options.some(t=>t.value===e.value);return/* @__PURE__ */ Z(`div`,{class:`troupe-field`,children:[/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-field__label`,children:e.label}),/* @__PURE__ */ Z(`select`,{id:t,class:`troupe-select`,value:e.value,disabled:e.disabled,"data-path":e.path,"aria-describedby":wM(e.hint&&n),onChange:t=>e.onValue(t.currentTarget.value),children:[e.emptyLabel!==void 0&&/* @__PURE__ */ Z(`option`,{value:``,children:e.emptyLabel}),!r&&/* @__PURE__ */ Z(`option`,{value:e.value,children:e.missingLabel?e.missingLabel(e.value):e.value}),e.options.map(e=>/* @__PURE__ */ Z(`option`,{value:e.value,children:e.label},e.value))]}),e.hint&&/* @__PURE__ */ Z(`span`,{id:n,class:`troupe-field__hint`,children:e.hint})]})}function AM(e){let t=e=>$(`routing.missing`,{name:e}),n=e.pathPrefix?`${e.pathPrefix}.`:``;return/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(kM,{label:$(`routing.api`),value:e.api,options:e.connections,emptyLabel:e.level===`profile`?$(`routing.apiGlobal`):$(`routing.apiProfile`),missingLabel:t,onValue:e.onApi,path:`${n}apiPreset`}),(e.promptPresets.length>0||e.prompt!==``)&&/* @__PURE__ */ Z(kM,{label:$(`routing.prompt`),value:e.prompt,options:e.promptPresets,emptyLabel:e.level===`profile`?$(`routing.promptGlobal`):$(`routing.promptProfile`),missingLabel:t,onValue:e.onPrompt,path:`${n}promptPreset`})]})}function jM(e){let t=X();return/* @__PURE__ */ Z(`section`,{class:`troupe-section${e.class?` ${e.class}`:``}`,"aria-labelledby":t,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-section__head`,children:[/* @__PURE__ */ Z(`h4`,{id:t,class:`troupe-section__title`,children:e.title}),e.headExtra]}),e.children]})}function MM(e,t,n){return Object.is(e[t],n)?e:{...e,[t]:n}}function NM(e,t){for(let n of Object.keys(t))if(!Object.is(e[n],t[n]))return{...e,...t};return e}function PM(e,t){return t<0||t>=e.length?e:e.filter((e,n)=>n!==t)}function FM(e,t,n){let r=Math.max(0,Math.min(e.length-1,n));if(t<0||t>=e.length||t===r)return e;let i=e.slice(),[a]=i.splice(t,1);return i.splice(r,0,a),i}function IM(e,t){let n=new Set(t);if(!n.has(e))return e;for(let t=2;;t++)if(!n.has(`${e}_${t}`))return`${e}_${t}`}function LM(e){let t=/* @__PURE__ */ new Map;for(let n of e){let e=n.trim();t.set(e,(t.get(e)??0)+1)}return e.map(e=>{let n=e.trim();return n?t.get(n)>1?`duplicate`:``:`empty`})}var RM=0;function zM(e,t){let n=N({get:e,set:t});n.current={get:e,set:t};let r=N(null),i=P(()=>{let e=/* @__PURE__ */ new WeakMap,t=/* @__PURE__ */ new Set,i=t=>{let n=e.get(t);return n||(n=`r${++RM}`,e.set(t,n)),n},a={keyOf:i,get:()=>n.current.get(),carryKey(t,n){e.set(n,i(t))},takeFresh(e){return t.delete(e)},containerRef:{current:null},addRef:{current:null},update(t,r){let a=n.current.get(),o=a[t];if(!o)return;let s=r(o);if(s===o)return;e.set(s,i(o));let c=a.slice();c[t]=s,n.current.set(c)},move(e,t,a=t<0?`up`:`down`){let o=n.current.get(),s=FM(o,e,e+t);s!==o&&(r.current={key:i(o[e]),action:a},n.current.set(s))},remove(e){let t=n.current.get(),i=PM(t,e);i!==t&&(r.current={index:e},n.current.set(i))},add(e){r.current={key:i(e),action:`edit`},t.add(i(e)),n.current.set([...n.current.get(),e])},setSkills(e,t){a.update(Number(t),t=>({...t,skills:e}))}};return a},[]);return Ne(()=>{let e=r.current,t=i.containerRef.current;if(!e||!t)return;r.current=null;let n=[...t.children].filter(e=>e.dataset.rowKey);if(`key`in e){let t=n.find(t=>t.dataset.rowKey===e.key);if(!t)return;let r=e.action===`up`?[`up`,`down`]:e.action===`down`?[`down`,`up`]:[];for(let e of r){let n=t.querySelector(`[data-row-action="${e}"]`);if(n&&!n.disabled){n.focus();return}}t.querySelector(`input, textarea, select`)?.focus()}else(n[Math.min(e.index,n.length-1)]?.querySelector(`[data-row-action="remove"]`)??i.addRef.current)?.focus()}),i}function BM(e,t){return e?.[t]??[]}function VM(e,t,n){return{visible:t===`visible`?n:[...BM(e,`visible`)],deny:t===`deny`?n:[...BM(e,`deny`)]}}function HM(e,t,n){let r=BM(e,t);return!n||n===`+`||r.includes(n)?e:VM(e,t,[...r,n])}function UM(e,t,n){let r=BM(e,t);return n<0||n>=r.length?e:VM(e,t,r.filter((e,t)=>t!==n))}function WM(e){return BM(e,`visible`)[0]===`+`}function GM(e){let t=BM(e,`visible`);return VM(e,`visible`,t[0]===`+`?t.slice(1):[`+`,...t.filter(e=>e!==`+`)])}function KM(e,t,n,r){return e===`deny`?t===`*`||n.byName.has(t)?`deny`:`deny-missing`:t===`+`?`inherit`:t===`*`?`all`:n.byName.has(t)?r.has(t)?`visible`:`blocked`:`missing`}function qM(e){return e===`missing`||e===`deny-missing`}function JM(e,t,n,r){switch(e){case`inherit`:{let e=r?.filter(e=>e!==`+`)??[];return{text:Y(`chip.inherit.text`),label:Y(`chip.inherit.label`),title:e.length?Y(`chip.inherit.titleNames`,{names:e.join(`, `)}):Y(`chip.inherit.title`)}}case`all`:return{text:Y(`chip.all.text`),label:Y(`chip.all.label`),title:Y(`chip.all.title`)};case`visible`:return{text:t,label:Y(`chip.visible.label`,{name:t}),title:n?`${n}\n${Y(`chip.removeHint`)}`:Y(`chip.removeHint`)};case`blocked`:return{text:t,label:Y(`chip.blocked.label`,{name:t}),title:Y(`chip.blocked.title`)};case`missing`:return{text:t,label:Y(`chip.missing.label`,{name:t}),title:Y(`chip.notInstalled`)};case`deny`:return{text:t,label:Y(`chip.deny.label`,{name:t}),title:Y(`chip.deny.title`)};case`deny-missing`:return{text:t,label:Y(`chip.denyMissing.label`,{name:t}),title:Y(`chip.notInstalled`)}}}var YM=$s.source.replace(/^\^|\$$/g,``);function XM(e){return $s.test(e)}function ZM(e){return e===``||e===`*`||Y(`chip.all.text`).toLowerCase().split(/\s+/).some(t=>t.startsWith(e))}function QM(e,t,n,r,i){let a=r.trim().toLowerCase(),o=[];n===`visible`&&!t.has(`*`)&&ZM(a)&&o.push({kind:`all`,value:`*`});let s=[];a&&XM(a)&&!e.byName.has(a)&&!t.has(a)&&s.push({kind:`free`,value:a});let c=[],l=[];for(let n of e.entries)t.has(n.name)||(!a||n.haystack.includes(a))&&(a&&n.name.startsWith(a)?c:l).push({kind:`installed`,value:n.name,entry:n});let u=c.concat(l),d=Math.max(0,i-o.length-s.length);return{options:[...o,...u.slice(0,d),...s],hidden:Math.max(0,u.length-d)}}function $M({kind:e,index:t,present:n,label:r,onPick:i,onClose:a}){let o=X(),[s,c]=M(``),[l,u]=M(0),d=N(null),f=N(null),{options:p,hidden:m}=P(()=>QM(t,n,e,s,50),[t,n,e,s]),h=p.length?Math.min(l,p.length-1):-1,g=e=>`${o}-o${e}`;Me(()=>f.current?.focus(),[]),Ne(()=>{let e=d.current;if(!e||typeof window>`u`)return;let t={left:0,right:window.innerWidth};for(let n=e.parentElement;n;n=n.parentElement){let e=getComputedStyle(n).overflowX+getComputedStyle(n).overflowY;if(/auto|scroll|hidden/.test(e)){let e=n.getBoundingClientRect();t={left:Math.max(t.left,e.left),right:Math.min(t.right,e.right)};break}}let n=t.right-t.left;n>0&&(e.style.maxWidth=`${Math.floor(n-8)}px`);let r=e.getBoundingClientRect();r.right>t.right&&(e.classList.add(`troupe-picker--end`),e.getBoundingClientRect().left<t.left&&(e.classList.remove(`troupe-picker--end`),e.style.left=`${Math.round(t.left-r.left+4)}px`))},[]),Me(()=>{let e=e=>{let t=d.current?.parentElement??d.current;t&&!t.contains(e.target)&&a(!1)};return document.addEventListener(`mousedown`,e,!0),()=>document.removeEventListener(`mousedown`,e,!0)},[a]),Me(()=>{h<0||document.getElementById(g(h))?.scrollIntoView?.({block:`nearest`})},[h]);let _=e=>{e&&i(e.value)};return/* @__PURE__ */ Z(`div`,{ref:d,class:`troupe-picker`,onFocusOut:e=>{let t=e.relatedTarget;t&&!d.current?.contains(t)&&a(!1)},children:[/* @__PURE__ */ Z(`input`,{ref:f,type:`text`,class:`troupe-picker__input`,role:`combobox`,"aria-label":r,"aria-expanded":`true`,"aria-controls":o,"aria-autocomplete":`list`,"aria-activedescendant":h>=0?g(h):void 0,placeholder:Y(`picker.placeholder`),autocomplete:`off`,spellcheck:!1,value:s,onInput:e=>{c(e.currentTarget.value),u(0)},onKeyDown:e=>{switch(e.key){case`ArrowDown`:e.preventDefault(),p.length&&u((h+1)%p.length);break;case`ArrowUp`:e.preventDefault(),p.length&&u((h-1+p.length)%p.length);break;case`PageDown`:e.preventDefault(),p.length&&u(Math.min(p.length-1,h+10));break;case`PageUp`:e.preventDefault(),p.length&&u(Math.max(0,h-10));break;case`Enter`:e.preventDefault(),_(p[h]);break;case`Escape`:e.preventDefault(),a(!0);break;case`Tab`:a(!1)}}}),/* @__PURE__ */ Z(`ul`,{id:o,role:`listbox`,class:`troupe-picker__list`,"aria-label":r,children:p.map((e,t)=>/* @__PURE__ */ Z(`li`,{id:g(t),role:`option`,"aria-selected":t===h,class:`troupe-picker__option${t===h?` is-active`:``}`,onMouseDown:e=>e.preventDefault(),onMouseMove:()=>t!==h&&u(t),onClick:()=>_(e),children:/* @__PURE__ */ Z(eN,{option:e})},e.kind+e.value))}),p.length===0&&/* @__PURE__ */ Z(`p`,{class:`troupe-picker__empty`,children:Y(`picker.empty`)}),m>0&&/* @__PURE__ */ Z(`p`,{class:`troupe-picker__more`,children:Y(`picker.more`,{count:m})})]})}function eN({option:e}){let t=Fe(dM);if(e.kind===`all`)return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`span`,{class:`troupe-picker__name`,children:Y(`chip.all.text`)}),/* @__PURE__ */ Z(`span`,{class:`troupe-picker__desc`,children:Y(`picker.allOption`)})]});if(e.kind===`free`)return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`span`,{class:`troupe-picker__name`,children:e.value}),/* @__PURE__ */ Z(`span`,{class:`troupe-picker__desc`,children:Y(`picker.freeOption`)})]});let{entry:n}=e;return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`span`,{class:`troupe-picker__name`,children:n.name}),/* @__PURE__ */ Z(`span`,{class:`troupe-picker__scopes`,children:n.scopes.map(e=>uM(e,t.get(e))).join(` · `)}),n.description&&/* @__PURE__ */ Z(`span`,{class:`troupe-picker__desc`,children:n.description})]})}function tN(e){let{kind:t,items:n,index:r,effective:i}=e,a=X(),o=N(null),s=N(null),c=N(null),[l,u]=M(!1),d=P(()=>new Set(n),[n]);Ne(()=>{let e=c.current;if(e===null)return;c.current=null;let t=o.current?.querySelectorAll(`.troupe-chip`);(t&&t.length?t[Math.min(e,t.length-1)]:s.current)?.focus()},[n]);let f=t=>{c.current=t,e.onRemove(t)},p=e=>{let t=e.target.closest?.(`.troupe-chip`);return t&&o.current?.contains(t)?Number(t.dataset.index):-1},m=t=>{let n=p(t);n>=0&&!e.disabled&&f(n)},h=e=>{let t=p(e);t<0||(e.key===`Delete`||e.key===`Backspace`?(e.preventDefault(),f(t)):(e.key===`ArrowRight`||e.key===`ArrowLeft`)&&(e.preventDefault(),(o.current?.querySelectorAll(`.troupe-chip`))?.[t+(e.key===`ArrowRight`?1:-1)]?.focus()))},g=Pe(e=>{u(!1),e&&s.current?.focus()},[]);return/* @__PURE__ */ Z(`div`,{class:`troupe-chipline troupe-chipline--${t}`,role:`group`,"aria-labelledby":`${e.rowLabelId} ${a}`,children:[/* @__PURE__ */ Z(`span`,{id:a,class:`troupe-chipline__caption`,children:e.caption}),/* @__PURE__ */ Z(`div`,{ref:o,class:`troupe-chipline__chips`,onClick:m,onKeyDown:h,children:[n.length===0&&/* @__PURE__ */ Z(`span`,{class:`troupe-chipline__empty`,children:e.emptyText}),n.map((n,a)=>{let o=KM(t,n,r,i),s=JM(o,n,r.byName.get(n)?.description,e.inherited);return/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-chip troupe-chip--${o}`,"data-index":a,"aria-label":s.label,title:s.title,"aria-describedby":qM(o)?e.missingDescId:void 0,disabled:e.disabled,children:s.text},`${a}:${n}`)}),e.offerInherit&&/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-btn troupe-btn--quiet troupe-chipline__inherit`,disabled:e.disabled,onClick:e.onToggleInherit,children:Y(`chips.addInherit`)}),/* @__PURE__ */ Z(`span`,{class:`troupe-chipline__add`,children:[/* @__PURE__ */ Z(`button`,{ref:s,type:`button`,class:`troupe-btn troupe-btn--quiet`,"aria-label":Y(`chips.addTo`,{list:e.caption}),"aria-haspopup":`listbox`,"aria-expanded":l,disabled:e.disabled,onClick:()=>u(e=>!e),children:Y(`chips.add`)}),l&&/* @__PURE__ */ Z($M,{kind:t,index:r,present:d,label:Y(`picker.label`,{list:e.caption}),onPick:t=>{e.onAdd(t),g(!0)},onClose:g})]})]})]})}function nN(e){let{policy:t,level:n}=e,r=X(),i=X(),a=mM(e.inventory),o=P(()=>new Set(e.effective),[e.effective]),s=BM(t,`visible`),c=BM(t,`deny`),l=n=>{n&&n!==t&&e.onChange(n,e.rowId)},u=e=>n=>l(HM(t,e,n)),d=e=>n=>l(UM(t,e,n)),f=()=>l(GM(t)),p=e.effective,m=p.slice(0,12);return/* @__PURE__ */ Z(`div`,{class:`troupe-chips`,role:`group`,"aria-labelledby":r,"data-level":n,"data-row-id":e.rowId,children:[/* @__PURE__ */ Z(`div`,{id:r,class:`troupe-chips__label`,children:e.label}),/* @__PURE__ */ Z(tN,{kind:`visible`,caption:Y(`chips.visible`),rowLabelId:r,items:s,index:a,effective:o,inherited:e.inherited,emptyText:Y(n===`agent`?`chips.emptyAgent`:`chips.emptyMode`),missingDescId:i,offerInherit:n===`agent`&&!WM(t),disabled:e.disabled,onAdd:u(`visible`),onRemove:d(`visible`),onToggleInherit:f}),/* @__PURE__ */ Z(tN,{kind:`deny`,caption:Y(`chips.deny`),rowLabelId:r,items:c,index:a,effective:o,emptyText:Y(`chips.emptyDeny`),missingDescId:i,offerInherit:!1,disabled:e.disabled,onAdd:u(`deny`),onRemove:d(`deny`),onToggleInherit:f}),/* @__PURE__ */ Z(`p`,{class:`troupe-chips__effective`,title:p.length>12?Uj(p):void 0,children:[/* @__PURE__ */ Z(`span`,{class:`troupe-chips__effective-caption`,children:Y(`chips.effective`,{count:p.length})}),` `,p.length===0?/* @__PURE__ */ Z(`span`,{class:`troupe-chips__effective-none`,children:Y(`chips.effectiveNone`)}):/* @__PURE__ */ Z(`span`,{class:`troupe-chips__effective-names`,children:[Uj(m),p.length>m.length&&` ${Y(`chips.andMore`,{count:p.length-m.length})}`]})]}),/* @__PURE__ */ Z(`span`,{id:i,hidden:!0,children:Y(`chip.notInstalled`)})]})}var rN=gM(nN),iN=pe(Q_);function aN(e,t){return $_(e,t,Fe(iN))}function oN(e){let t=Fe(iN);return Y_[e].filter(n=>$_(e,n,t).length>0)}var sN=e=>$(`tools.ns.${e}`);function cN(e,t){return{on:e.filter(e=>t?.[e]===!0).length,total:e.length}}function lN({mode:e,ns:t,flags:n,onFlags:r,path:i}){let a=X(),o=aN(e,t),{on:s,total:c}=cN(o,n),l=e=>r({...n,...Object.fromEntries(o.map(t=>[t,e]))});return/* @__PURE__ */ Z(`fieldset`,{class:`troupe-tools__ns`,"data-ns":t,children:[/* @__PURE__ */ Z(`legend`,{class:`troupe-tools__legend`,children:[/* @__PURE__ */ Z(`input`,{id:a,type:`checkbox`,checked:s===c,indeterminate:s>0&&s<c,"aria-checked":s===c?`true`:s>0?`mixed`:`false`,onChange:e=>l(e.currentTarget.checked)}),/* @__PURE__ */ Z(`label`,{for:a,children:$(`tools.all`,{ns:sN(t)})}),/* @__PURE__ */ Z(`span`,{class:`troupe-tools__count`,children:$(`tools.onCount`,{on:s,total:c})})]}),/* @__PURE__ */ Z(`div`,{class:`troupe-tools__verbs`,children:o.map(e=>/* @__PURE__ */ Z(uN,{name:cv(t,e),checked:n?.[e]===!0,path:`${i}.${t}.${e}`,onValue:t=>r({...n,[e]:t})},e))})]})}function uN(e){let t=X();return/* @__PURE__ */ Z(`span`,{class:`troupe-tools__verb`,children:[/* @__PURE__ */ Z(`input`,{id:t,type:`checkbox`,checked:e.checked,"data-path":e.path,onChange:t=>e.onValue(t.currentTarget.checked)}),/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-tools__name`,children:e.name})]})}function dN(e){let t=Object.keys(e.custom??{});return t.length===0?null:/* @__PURE__ */ Z(`fieldset`,{class:`troupe-tools__ns`,"data-ns":`custom`,children:[/* @__PURE__ */ Z(`legend`,{class:`troupe-tools__legend`,children:sN(`custom`)}),/* @__PURE__ */ Z(`div`,{class:`troupe-tools__verbs`,children:t.map(t=>/* @__PURE__ */ Z(uN,{name:t,checked:e.custom?.[t]!==!1,path:`${e.path}.custom.${t}`,onValue:n=>e.onValue({...e.custom,[t]:n})},t))})]})}var fN=gM(function({mode:e,tools:t,onChange:n}){let r=oN(e);return r.length===0?/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`tools.none`)}):/* @__PURE__ */ Z(`div`,{class:`troupe-tools`,role:`group`,"aria-label":$(`tools.profile`),children:[r.map(r=>/* @__PURE__ */ Z(lN,{mode:e,ns:r,flags:t[r],path:`tools`,onFlags:e=>n({...t,[r]:e})},r)),/* @__PURE__ */ Z(dN,{custom:t.custom,path:`tools`,onValue:e=>n({...t,custom:e})})]})}),pN=gM(function(e){let[t,n]=M(!1),r=X(),i=e.value!=null,a=Fe(iN);return/* @__PURE__ */ Z(`div`,{class:`troupe-agenttools`,children:[/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-disclosure`,"aria-expanded":t,"aria-controls":r,onClick:()=>n(!t),children:i?$(`tools.summaryCustom`,{count:dv(sv(e.profileTools,e.value)).filter(e=>a.has(e)).length}):$(`tools.summaryInherit`)}),/* @__PURE__ */ Z(`div`,{id:r,class:`troupe-agenttools__body`,hidden:!t,children:t&&/* @__PURE__ */ Z(mN,{...e})})]})});function mN(e){let t=X(),n=e.value??null,r=oN(e.mode),i=t=>e.onChange(t,e.rowId);return/* @__PURE__ */ Z(`div`,{children:[/* @__PURE__ */ Z(`div`,{role:`radiogroup`,"aria-label":$(`agent.toolsOf`,{name:e.name}),class:`troupe-agenttools__choice`,children:[/* @__PURE__ */ Z(`label`,{children:[/* @__PURE__ */ Z(`input`,{type:`radio`,name:t,checked:n===null,onChange:()=>i(null)}),$(`tools.inherit`)]}),/* @__PURE__ */ Z(`label`,{children:[/* @__PURE__ */ Z(`input`,{type:`radio`,name:t,checked:n!==null,onChange:()=>i(n??{})}),$(`tools.custom`)]})]}),n!==null&&r.map(t=>/* @__PURE__ */ Z(hN,{mode:e.mode,ns:t,own:n[t],inherited:e.profileTools[t],path:`${e.path}.tools`,onFlags:e=>{let r={...n};e?r[t]=e:delete r[t],i(r)}},t))]})}function hN(e){let t=X(),{on:n,total:r}=cN(aN(e.mode,e.ns),e.inherited);return/* @__PURE__ */ Z(`div`,{class:`troupe-agenttools__ns`,children:[/* @__PURE__ */ Z(`span`,{class:`troupe-toggle`,children:[/* @__PURE__ */ Z(`input`,{id:t,type:`checkbox`,checked:e.own!==void 0,onChange:t=>e.onFlags(t.currentTarget.checked?{...e.inherited}:void 0)}),/* @__PURE__ */ Z(`label`,{for:t,children:$(`tools.nsOverride`,{ns:sN(e.ns)})}),e.own===void 0&&/* @__PURE__ */ Z(`span`,{class:`troupe-tools__count`,children:$(`tools.nsInherited`,{on:n,total:r})})]}),e.own!==void 0&&/* @__PURE__ */ Z(lN,{mode:e.mode,ns:e.ns,flags:e.own,path:e.path,onFlags:e.onFlags})]})}function gN(e){let{agent:t,patch:n}=e;return/* @__PURE__ */ Z(AM,{level:`agent`,api:t.apiPreset,prompt:t.promptPreset,connections:e.options.connections,promptPresets:e.options.promptPresets,pathPrefix:e.path,onApi:e=>n({apiPreset:e}),onPrompt:e=>n({promptPreset:e})})}function _N(e){return/* @__PURE__ */ Z(rN,{label:e.label,level:`agent`,policy:e.policy,inherited:e.inherited,inventory:e.shared.inventory,effective:e.shared.skills.forAgent(e.policy),rowId:e.rowId,onChange:e.onChange})}function vN(e){return/* @__PURE__ */ Z(TM,{label:e.label,value:e.value,mono:!0,reserveError:!0,error:e.error,path:`${e.path}.id`,onValue:e.onValue})}function yN({agent:e,path:t,patch:n}){return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(EM,{label:$(`common.description`),value:e.description,rows:2,path:`${t}.description`,onValue:e=>n({description:e})}),/* @__PURE__ */ Z(EM,{label:$(`common.systemPrompt`),value:e.systemPrompt,rows:3,path:`${t}.systemPrompt`,onValue:e=>n({systemPrompt:e})}),/* @__PURE__ */ Z(EM,{label:$(`common.userTemplate`),value:e.userPromptTemplate,rows:3,mono:!0,path:`${t}.userPromptTemplate`,onValue:e=>n({userPromptTemplate:e})})]})}function bN(e){return/* @__PURE__ */ Z(pN,{mode:e.shared.mode,name:e.name,profileTools:e.shared.profileTools,value:e.value,path:e.path,onChange:e.onChange})}function xN(e){return/* @__PURE__ */ Z(rN,{label:e.label,level:`agent`,policy:e.policy,inherited:e.shared.modeVisible,inventory:e.shared.inventory,effective:e.effective,rowId:String(e.index),onChange:e.onChange})}function SN(e){let{editor:t,field:n}=e;return/* @__PURE__ */ Z(DM,{label:e.label,value:e.profile[n],range:e.range,scale:e.scale,path:n,onValue:e=>e!==null&&t.update(t=>MM(t,n,e))})}function CN(e){let{editor:t,field:n}=e;return/* @__PURE__ */ Z(OM,{label:e.label,hint:e.hint,checked:e.profile[n],path:n,onValue:e=>t.update(t=>MM(t,n,e))})}function wN({children:e}){return/* @__PURE__ */ Z(jM,{title:$(`section.limits`),children:/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:e})})}function TN({name:e,index:t,isLast:n,ops:r}){return/* @__PURE__ */ Z(`div`,{class:`troupe-row__tools`,children:[/* @__PURE__ */ Z(Q,{variant:`quiet`,"data-row-action":`up`,"aria-label":$(`agent.moveUpOf`,{name:e}),title:$(`agent.reorderHint`),disabled:t===0,onClick:()=>r.move(t,-1,`up`),children:$(`agent.moveUp`)}),/* @__PURE__ */ Z(Q,{variant:`quiet`,"data-row-action":`down`,"aria-label":$(`agent.moveDownOf`,{name:e}),title:$(`agent.reorderHint`),disabled:n,onClick:()=>r.move(t,1,`down`),children:$(`agent.moveDown`)}),/* @__PURE__ */ Z(Q,{variant:`danger`,"data-row-action":`remove`,"aria-label":$(`agent.removeOf`,{name:e}),onClick:()=>r.remove(t),children:$(`agent.remove`)})]})}function EN(e,t){return n=>{if(!n.altKey||n.defaultPrevented||n.key!==`ArrowUp`&&n.key!==`ArrowDown`)return;let r=n.target?.tagName;r!==`INPUT`&&r!==`TEXTAREA`&&r!==`SELECT`&&(n.preventDefault(),t.move(e,n.key===`ArrowUp`?-1:1,n.key===`ArrowUp`?`up`:`down`))}}var DN=typeof requestAnimationFrame==`function`?e=>requestAnimationFrame(e):e=>setTimeout(e,16),ON=typeof cancelAnimationFrame==`function`?e=>cancelAnimationFrame(e):e=>clearTimeout(e);function kN(e){let[t,n]=M(()=>e<=12?1/0:4);return Me(()=>{if(t>=e){t!==1/0&&n(1/0);return}let r=DN(()=>n(t=>t+6>=e?1/0:t+6));return()=>ON(r)},[t,e]),t}function AN(e,t,n){return P(()=>({mode:e,connections:n.connections,promptPresets:n.promptPresets,inventory:n.inventory,modeVisible:t.skills.visible,profileTools:t.tools}),[e,n.connections,n.promptPresets,n.inventory,t.skills.visible,t.tools])}function jN({profile:e,editor:t,shared:n}){let r=P(()=>e=>t.update(t=>MM(t,`skills`,{visible:e.visible??[],deny:e.deny??[]})),[t]);return/* @__PURE__ */ Z(`div`,{class:`troupe-card__skills`,children:/* @__PURE__ */ Z(rN,{label:$(`section.skills`),level:`mode`,policy:e.skills,inventory:n.inventory,effective:n.skills.mode,rowId:`mode`,onChange:r})})}function MN({profile:e,editor:t,shared:n}){return/* @__PURE__ */ Z(jM,{title:$(`section.routing`),children:[/* @__PURE__ */ Z(AM,{level:`profile`,api:e.apiPreset,prompt:e.promptPreset,connections:n.connections,promptPresets:n.promptPresets,onApi:e=>t.update(t=>MM(t,`apiPreset`,e)),onPrompt:e=>t.update(t=>MM(t,`promptPreset`,e))}),/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`routing.note`)})]})}function NN({profile:e,editor:t,extra:n}){return/* @__PURE__ */ Z(jM,{title:$(`section.tools`),children:[/* @__PURE__ */ Z(fN,{mode:e.mode,tools:e.tools,onChange:e=>t.update(t=>MM(t,`tools`,e))}),n]})}function PN({profile:e,editor:t}){let n=e.capsule,r=e=>t.update(t=>MM(t,`capsule`,NM(t.capsule,e))),i=n.position===`atDepth`;return/* @__PURE__ */ Z(jM,{title:$(`section.capsule`),children:[/* @__PURE__ */ Z(EM,{label:$(`capsule.instruction`),value:n.customInstruction,rows:2,path:`capsule.customInstruction`,onValue:e=>r({customInstruction:e})}),/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(kM,{label:$(`capsule.position`),value:n.position,options:jT.map(e=>({value:e,label:$(`capsule.pos.${e}`)})),path:`capsule.position`,onValue:e=>r({position:e})}),/* @__PURE__ */ Z(`fieldset`,{class:`troupe-fieldset-plain`,disabled:!i,children:/* @__PURE__ */ Z(DM,{label:$(`capsule.depth`),value:n.depth,range:CM.capsuleDepth,path:`capsule.depth`,onValue:e=>e!==null&&r({depth:e})})}),/* @__PURE__ */ Z(kM,{label:$(`capsule.role`),value:n.role,disabled:!i,options:MT.map(e=>({value:e,label:$(`capsule.role.${e}`)})),path:`capsule.role`,onValue:e=>r({role:e})})]}),/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`capsule.depthOnly`)})]})}function FN({profile:e,editor:t}){let n=e.lorebookFilter,r=e=>t.update(t=>MM(t,`lorebookFilter`,NM(t.lorebookFilter,e)));return/* @__PURE__ */ Z(jM,{title:$(`section.lorebook`),children:/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(EM,{label:$(`lorebook.book`),value:n.bookPattern,rows:2,mono:!0,path:`lorebookFilter.bookPattern`,onValue:e=>r({bookPattern:e})}),/* @__PURE__ */ Z(EM,{label:$(`lorebook.entry`),value:n.entryPattern,rows:2,mono:!0,path:`lorebookFilter.entryPattern`,onValue:e=>r({entryPattern:e})})]})})}function IN(e){let t=X(),n=X(),[r,i]=M(()=>e.ops.takeFresh(e.rowKey));return/* @__PURE__ */ Z(`li`,{"data-row-key":e.rowKey,class:`troupe-row${e.class?` ${e.class}`:``}`,onKeyDown:EN(e.index,e.ops),children:/* @__PURE__ */ Z(`div`,{role:`group`,"aria-labelledby":t,class:`troupe-row__group`,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-row__head`,children:[/* @__PURE__ */ Z(`h5`,{id:t,class:`troupe-row__title`,children:e.title}),e.error&&/* @__PURE__ */ Z(`span`,{class:`troupe-row__error`,children:e.error}),/* @__PURE__ */ Z(TN,{name:e.title,index:e.index,isLast:e.isLast,ops:e.ops})]}),e.details&&/* @__PURE__ */ Z(`div`,{class:`troupe-row__bar`,children:[/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-disclosure troupe-row__toggle`,"aria-expanded":r,"aria-controls":n,"aria-label":$(`agent.detailsOf`,{name:e.title}),onClick:()=>i(!r),children:$(`agent.details`)}),!r&&e.summary&&/* @__PURE__ */ Z(`span`,{class:`troupe-row__summary`,children:e.summary})]}),e.details&&/* @__PURE__ */ Z(`div`,{id:n,class:`troupe-row__details`,hidden:!r,children:r&&e.details()}),e.children]})})}function LN(e,t){if(e===`empty`)return $(`agent.idEmpty`);if(e===`duplicate`)return $(`agent.idDuplicate`,{id:t.trim()})}var RN=e=>e.trim()||$(`agent.unnamed`);function zN(e){return/* @__PURE__ */ Z(`ol`,{class:e.nested?`troupe-rows troupe-rows--nested`:`troupe-rows`,ref:t=>void(e.ops.containerRef.current=t),children:e.children})}function BN(e){let t=kN(e.list.length);return/* @__PURE__ */ Z(zN,{ops:e.ops,children:e.list.map((n,r)=>{let i=e.ops.keyOf(n);return r>=t?/* @__PURE__ */ Z(HN,{rowKey:i},i):e.row(n,r,i)})})}function VN(e){return/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-btn troupe-btn--default troupe-rows__add`,ref:t=>void(e.ops.addRef.current=t),onClick:e.onClick,children:e.label})}function HN({rowKey:e}){return/* @__PURE__ */ Z(`li`,{"data-row-key":e,class:`troupe-row troupe-row--pending`,"aria-busy":`true`})}var UN,WN=()=>UN??=bE(`agenda`);function GN({profile:e,editor:t,shared:n}){let r=CM.agenda,i=e.planner,a=e=>t.update(t=>MM(t,`planner`,NM(t.planner,e)));return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(jN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(MN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(jM,{title:$(`agenda.planner`),children:[/* @__PURE__ */ Z(EM,{label:$(`agenda.plannerPrompt`),value:i.systemPrompt,defaultValue:WN().planner.systemPrompt,rows:8,path:`planner.systemPrompt`,onValue:e=>a({systemPrompt:e})}),/* @__PURE__ */ Z(EM,{label:$(`agenda.plannerTemplate`),value:i.userPromptTemplate,defaultValue:WN().planner.userPromptTemplate,rows:5,mono:!0,path:`planner.userPromptTemplate`,onValue:e=>a({userPromptTemplate:e})}),/* @__PURE__ */ Z(gN,{agent:i,options:n,path:`planner`,patch:a}),/* @__PURE__ */ Z(kM,{label:$(`agenda.finalWorker`),value:e.finalWorkerId,options:e.workers.filter(e=>e.id.trim()).map(e=>({value:e.id,label:e.id})),missingLabel:e=>$(`agenda.finalMissing`,{name:e}),path:`finalWorkerId`,onValue:(e=>n=>t.update(t=>MM(t,e,n)))(`finalWorkerId`)}),/* @__PURE__ */ Z(_N,{label:$(`agenda.plannerSkills`),rowId:`planner`,policy:i.skills,inherited:e.skills.visible,shared:n,onChange:e=>a({skills:e})})]}),/* @__PURE__ */ Z(KN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(wN,{children:[/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`plannerMaxRounds`,label:$(`agenda.plannerMaxRounds`),range:r.plannerMaxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxConcurrentWorkers`,label:$(`agenda.maxConcurrent`),range:r.maxConcurrentWorkers}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxTotalRuns`,label:$(`agenda.maxTotal`),range:r.maxTotalRuns}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`workerMaxRounds`,label:$(`agenda.workerMaxRounds`),range:r.workerMaxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`toolCallRetryMax`,label:$(`common.retries`),range:r.toolCallRetryMax}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxRecentMessages`,label:$(`common.recent`),range:r.maxRecentMessages})]}),/* @__PURE__ */ Z(jM,{title:$(`section.behaviour`),children:[/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`includeWorldInfo`,label:$(`common.worldInfo`)}),/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`useStreaming`,label:$(`common.streaming`)})]}),/* @__PURE__ */ Z(NN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(PN,{profile:e,editor:t}),/* @__PURE__ */ Z(FN,{profile:e,editor:t})]})}function KN({profile:e,editor:t,shared:n}){let r=zM(()=>t.get().workers,e=>t.update(t=>({...t,workers:e}))),i=P(()=>(e,n)=>t.update(t=>{let i=t.workers[e];if(!i||i.id===n)return t;let a=t.workers.slice();return a[e]={...i,id:n},r.carryKey(i,a[e]),{...t,workers:a,finalWorkerId:t.finalWorkerId===i.id?n:t.finalWorkerId}}),[t,r]),a=e.workers,o=P(()=>LM(a.map(e=>e.id)),[a]),s=AN(`agenda`,e,n);return/* @__PURE__ */ Z(jM,{title:$(`agenda.workers`),children:[/* @__PURE__ */ Z(BN,{list:a,ops:r,row:(e,t,c)=>/* @__PURE__ */ Z(qN,{rowKey:c,worker:e,index:t,isLast:t===a.length-1,idProblem:o[t],effective:n.skills.forAgent(e.skills),shared:s,ops:r,rename:i},c)}),/* @__PURE__ */ Z(VN,{ops:r,label:$(`agenda.addWorker`),onClick:()=>r.add(eE.parse({id:IM(`agent`,a.map(e=>e.id))}))})]})}var qN=gM(function({rowKey:e,worker:t,index:n,isLast:r,idProblem:i,effective:a,shared:o,ops:s,rename:c}){let l=e=>s.update(n,t=>NM(t,e)),u=RN(t.id),d=`workers[${n}]`,f=LN(i,t.id);return/* @__PURE__ */ Z(IN,{rowKey:e,title:u,index:n,isLast:r,ops:s,error:f,summary:t.description,details:()=>/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(vN,{label:$(`agenda.workerId`),value:t.id,error:f,path:d,onValue:e=>c(n,e)}),/* @__PURE__ */ Z(yN,{agent:t,path:d,patch:l}),/* @__PURE__ */ Z(gN,{agent:t,options:o,path:d,patch:l}),/* @__PURE__ */ Z(bN,{name:u,value:t.tools,shared:o,path:d,onChange:e=>l({tools:e})})]}),children:/* @__PURE__ */ Z(xN,{label:$(`agent.skillsOf`,{name:u}),policy:t.skills,effective:a,index:n,shared:o,onChange:s.setSkills})})}),JN,YN=()=>JN??=bE(`director`);function XN({profile:e,editor:t,shared:n}){let r=CM.director,i=P(()=>e=>t.update(t=>MM(t,`mainAgent`,e(t.mainAgent))),[t]);return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(jN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(MN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(jM,{title:$(`director.main`),children:/* @__PURE__ */ Z(ZN,{agent:e.mainAgent,profileTools:e.tools,modeVisible:e.skills.visible,shared:n,onMain:i})}),/* @__PURE__ */ Z($N,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(wN,{children:[/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxRounds`,label:$(`director.maxRounds`),range:r.maxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`subAgentMaxRounds`,label:$(`director.subAgentMaxRounds`),range:r.subAgentMaxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxConcurrentSubagents`,label:$(`director.maxConcurrent`),range:r.maxConcurrentSubagents}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxTotalSubagentRuns`,label:$(`director.maxTotal`),range:r.maxTotalSubagentRuns}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`toolCallRetryMax`,label:$(`common.retries`),range:r.toolCallRetryMax})]}),/* @__PURE__ */ Z(jM,{title:$(`section.behaviour`),children:[/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`discardOnAbort`,label:$(`director.discardOnAbort`),hint:$(`director.discardHint`)}),/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`useStreaming`,label:$(`director.streaming`),hint:$(`director.streamingHint`)})]}),/* @__PURE__ */ Z(NN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(FN,{profile:e,editor:t})]})}var ZN=gM(function({agent:e,profileTools:t,modeVisible:n,shared:r,onMain:i}){let a=e=>i(t=>NM(t,e));return/* @__PURE__ */ Z(`div`,{class:`troupe-agent`,children:[/* @__PURE__ */ Z(EM,{label:$(`director.mainPrompt`),value:e.systemPrompt,defaultValue:YN().mainAgent.systemPrompt,rows:8,path:`mainAgent.systemPrompt`,onValue:e=>a({systemPrompt:e})}),/* @__PURE__ */ Z(gN,{agent:e,options:r,path:`mainAgent`,patch:a}),/* @__PURE__ */ Z(`div`,{class:`troupe-field troupe-field--wide`,children:[/* @__PURE__ */ Z(`span`,{class:`troupe-field__label`,children:$(`director.mainTools`)}),/* @__PURE__ */ Z(pN,{mode:`director`,name:$(`director.main`),profileTools:t,value:e.tools,path:`mainAgent`,onChange:e=>a({tools:e})})]}),/* @__PURE__ */ Z(_N,{label:$(`director.mainSkills`),rowId:`main`,policy:e.skills,inherited:n,shared:r,onChange:e=>a({skills:e})})]})}),QN=e=>e.subAgents;function $N({profile:e,editor:t,shared:n}){let r=zM(()=>QN(t.get()),e=>t.update(t=>({...t,subAgents:e}))),i=e.subAgents,a=P(()=>LM(i.map(e=>e.id)),[i]),o=AN(`director`,e,n),s=P(()=>({...o,defaultRounds:e.subAgentMaxRounds}),[o,e.subAgentMaxRounds]);return/* @__PURE__ */ Z(jM,{title:$(`director.subAgentsCount`,{count:i.length}),children:[i.length===0&&/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`director.noSubAgents`)}),/* @__PURE__ */ Z(BN,{list:i,ops:r,row:(e,t,o)=>/* @__PURE__ */ Z(eP,{rowKey:o,agent:e,index:t,isLast:t===i.length-1,idProblem:a[t],effective:n.skills.forAgent(e.skills),shared:s,ops:r},o)}),/* @__PURE__ */ Z(VN,{ops:r,label:$(`director.addSubAgent`),onClick:()=>r.add(aE.parse({id:IM(`sub_agent`,i.map(e=>e.id))}))})]})}var eP=gM(function({rowKey:e,agent:t,index:n,isLast:r,idProblem:i,effective:a,shared:o,ops:s}){let c=e=>s.update(n,t=>NM(t,e)),l=RN(t.id),u=`subAgents[${n}]`,d=LN(i,t.id);return/* @__PURE__ */ Z(IN,{rowKey:e,title:l,index:n,isLast:r,ops:s,error:d,summary:t.description,details:()=>/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(vN,{label:$(`director.subId`),value:t.id,error:d,path:u,onValue:e=>c({id:e})}),/* @__PURE__ */ Z(DM,{label:$(`director.subMaxRounds`),value:t.maxRounds,range:CM.director.subAgentRounds,nullable:!0,placeholder:$(`field.inherit`,{value:o.defaultRounds}),path:`${u}.maxRounds`,onValue:e=>c({maxRounds:e})})]}),/* @__PURE__ */ Z(EM,{label:$(`director.subDescription`),value:t.description,rows:2,path:`${u}.description`,onValue:e=>c({description:e})}),/* @__PURE__ */ Z(EM,{label:$(`director.subPrompt`),value:t.systemPrompt,rows:3,path:`${u}.systemPrompt`,onValue:e=>c({systemPrompt:e})}),/* @__PURE__ */ Z(gN,{agent:t,options:o,path:u,patch:c}),/* @__PURE__ */ Z(bN,{name:l,value:t.tools,shared:o,path:u,onChange:e=>c({tools:e})})]}),children:/* @__PURE__ */ Z(xN,{label:$(`agent.skillsOf`,{name:l}),policy:t.skills,effective:a,index:n,shared:o,onChange:s.setSkills})})}),tP,nP=()=>tP??=bE(`loop`);function rP({profile:e,editor:t,shared:n}){let r=CM.loop,i=e.loopAgent,a=e=>t.update(t=>MM(t,`loopAgent`,NM(t.loopAgent,e)));return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(jN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(MN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(jM,{title:$(`loop.agent`),children:[/* @__PURE__ */ Z(EM,{label:$(`loop.prompt`),value:i.systemPrompt,defaultValue:nP().loopAgent.systemPrompt,rows:10,path:`loopAgent.systemPrompt`,onValue:e=>a({systemPrompt:e})}),/* @__PURE__ */ Z(gN,{agent:i,options:n,path:`loopAgent`,patch:a}),/* @__PURE__ */ Z(_N,{label:$(`loop.agentSkills`),rowId:`loopAgent`,policy:i.skills,inherited:e.skills.visible,shared:n,onChange:e=>a({skills:e})})]}),/* @__PURE__ */ Z(wN,{children:[/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxRounds`,label:$(`loop.maxRounds`),range:r.maxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`wallClockBudgetMs`,label:$(`loop.wallClock`),range:r.wallClockBudgetMs,scale:1e3}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`toolCallRetryMax`,label:$(`common.retries`),range:r.toolCallRetryMax})]}),/* @__PURE__ */ Z(jM,{title:$(`section.behaviour`),children:/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`useStreaming`,label:$(`common.streaming`)})}),/* @__PURE__ */ Z(NN,{profile:e,editor:t,shared:n,extra:/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`loop.finalize`)})}),/* @__PURE__ */ Z(PN,{profile:e,editor:t}),/* @__PURE__ */ Z(FN,{profile:e,editor:t})]})}var iP,aP=()=>iP??=bE(`single`);function oP({profile:e,editor:t,shared:n}){let r=CM.single,i=e.node,a=e=>t.update(t=>MM(t,`node`,NM(t.node,e)));return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(jN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(MN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(jM,{title:$(`single.node`),children:[/* @__PURE__ */ Z(EM,{label:$(`single.prompt`),value:i.systemPrompt,defaultValue:aP().node.systemPrompt,rows:8,path:`node.systemPrompt`,onValue:e=>a({systemPrompt:e})}),/* @__PURE__ */ Z(EM,{label:$(`single.template`),value:i.userPromptTemplate,defaultValue:aP().node.userPromptTemplate,rows:6,mono:!0,path:`node.userPromptTemplate`,onValue:e=>a({userPromptTemplate:e})}),/* @__PURE__ */ Z(gN,{agent:i,options:n,path:`node`,patch:a}),/* @__PURE__ */ Z(_N,{label:$(`single.skills`),rowId:`node`,policy:i.skills,inherited:e.skills.visible,shared:n,onChange:e=>a({skills:e})})]}),/* @__PURE__ */ Z(wN,{children:[/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`toolCallRetryMax`,label:$(`common.retries`),range:r.toolCallRetryMax}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxRecentMessages`,label:$(`common.recent`),range:r.maxRecentMessages})]}),/* @__PURE__ */ Z(jM,{title:$(`section.behaviour`),children:[/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`includeWorldInfo`,label:$(`common.worldInfo`)}),/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`useStreaming`,label:$(`common.streaming`)})]}),/* @__PURE__ */ Z(jM,{title:$(`section.tools`),children:/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`tools.none`)})}),/* @__PURE__ */ Z(PN,{profile:e,editor:t}),/* @__PURE__ */ Z(FN,{profile:e,editor:t})]})}function sP({profile:e,editor:t,shared:n}){let r=CM.spec;return/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(jN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(MN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(cP,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(fP,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(wN,{children:[/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`nodeIterationMaxRounds`,label:$(`spec.nodeIterations`),range:r.nodeIterationMaxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`reviewRerunMaxRounds`,label:$(`spec.reviewReruns`),range:r.reviewRerunMaxRounds}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`toolCallRetryMax`,label:$(`common.retries`),range:r.toolCallRetryMax}),/* @__PURE__ */ Z(SN,{profile:e,editor:t,field:`maxRecentMessages`,label:$(`common.recent`),range:r.maxRecentMessages})]}),/* @__PURE__ */ Z(jM,{title:$(`section.behaviour`),children:[/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`includeWorldInfo`,label:$(`common.worldInfo`)}),/* @__PURE__ */ Z(CN,{profile:e,editor:t,field:`useStreaming`,label:$(`common.streaming`)})]}),/* @__PURE__ */ Z(NN,{profile:e,editor:t,shared:n}),/* @__PURE__ */ Z(PN,{profile:e,editor:t}),/* @__PURE__ */ Z(FN,{profile:e,editor:t})]})}function cP({profile:e,editor:t,shared:n}){let r=zM(()=>t.get().stages,e=>t.update(t=>({...t,stages:e}))),i=e.stages,a=P(()=>{let e=LM(i.flatMap(e=>e.nodes.map(e=>e.id))),t=0;return i.map(n=>n.nodes.map(()=>e[t++]).join(`,`))},[i]),o=P(()=>e.agents.filter(e=>e.id.trim()).map(e=>({value:e.id,label:e.id})),[e.agents]),s=AN(`spec`,e,n),c=P(()=>({...s,agentOptions:o,skills:n.skills}),[s,o,n.skills]),l=()=>t.get().stages.flatMap(e=>e.nodes.map(e=>e.id)),u=()=>{let e=t.get().agents[0]?.id??``;return pE.parse({id:IM(e||`node`,l()),agent:e})};return/* @__PURE__ */ Z(jM,{title:$(`spec.workflow`),children:[/* @__PURE__ */ Z(zN,{ops:r,children:i.map((e,t)=>/* @__PURE__ */ Z(lP,{rowKey:r.keyOf(e),stage:e,index:t,isLast:t===i.length-1,problems:a[t],shared:c,ops:r,newNode:u},r.keyOf(e)))}),/* @__PURE__ */ Z(VN,{ops:r,label:$(`spec.addStage`),onClick:()=>r.add({id:IM(`stage_${i.length+1}`,i.map(e=>e.id)),mode:`serial`,nodes:[u()]})})]})}var lP=gM(function({rowKey:e,stage:t,index:n,isLast:r,problems:i,shared:a,ops:o,newNode:s}){let c=zM(()=>o.get()[n]?.nodes??[],e=>o.update(n,t=>({...t,nodes:e}))),l=e=>o.update(n,t=>NM(t,e)),u=`${$(`spec.stage`,{n:n+1})} · ${RN(t.id)}`,d=i.split(`,`),f=`stages[${n}]`;return/* @__PURE__ */ Z(IN,{rowKey:e,title:u,index:n,isLast:r,ops:o,class:`troupe-row--stage`,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(TM,{label:$(`spec.stageId`),value:t.id,mono:!0,path:`${f}.id`,onValue:e=>l({id:e})}),/* @__PURE__ */ Z(kM,{label:$(`spec.stageMode`),value:t.mode,options:[{value:`serial`,label:$(`spec.serial`)},{value:`parallel`,label:$(`spec.parallel`)}],hint:t.nodes.some(e=>e.type===`review`)?$(`spec.serialForced`):void 0,path:`${f}.mode`,onValue:e=>l({mode:e})})]}),/* @__PURE__ */ Z(`h6`,{class:`troupe-rows__caption`,children:$(`spec.nodes`)}),/* @__PURE__ */ Z(zN,{ops:c,nested:!0,children:t.nodes.map((e,r)=>/* @__PURE__ */ Z(uP,{rowKey:c.keyOf(e),node:e,index:r,stageIndex:n,isLast:r===t.nodes.length-1,idProblem:d[r]??``,effective:a.skills.forAgent(e.skills),shared:a,ops:c},c.keyOf(e)))}),/* @__PURE__ */ Z(VN,{ops:c,label:$(`spec.addNode`,{n:n+1}),onClick:()=>c.add(s())})]})}),uP=gM(function({rowKey:e,node:t,index:n,stageIndex:r,isLast:i,idProblem:a,effective:o,shared:s,ops:c}){let l=e=>c.update(n,t=>NM(t,e)),u=RN(t.id),d=`stages[${r}].nodes[${n}]`,f=t.userPromptTemplate!==void 0,p=LN(a,t.id);return/* @__PURE__ */ Z(IN,{rowKey:e,title:u,index:n,isLast:i,ops:c,class:`troupe-row--node`,error:p,summary:t.agent,details:()=>/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`div`,{class:`troupe-fieldrow`,children:[/* @__PURE__ */ Z(vN,{label:$(`spec.nodeId`),value:t.id,error:p,path:d,onValue:e=>l({id:e})}),/* @__PURE__ */ Z(kM,{label:$(`spec.nodeAgent`),value:t.agent,options:s.agentOptions,missingLabel:e=>$(`spec.missingAgent`,{name:e}),path:`${d}.agent`,onValue:e=>l({agent:e})}),/* @__PURE__ */ Z(kM,{label:$(`spec.nodeType`),value:t.type,options:[{value:`worker`,label:$(`spec.worker`)},{value:`review`,label:$(`spec.review`)}],path:`${d}.type`,onValue:e=>l({type:e})})]}),/* @__PURE__ */ Z(dP,{enabled:f,value:t.userPromptTemplate??``,path:`${d}.userPromptTemplate`,onEnabled:e=>c.update(n,t=>{if(e)return{...t,userPromptTemplate:t.userPromptTemplate??``};let{userPromptTemplate:n,...r}=t;return r}),onValue:e=>l({userPromptTemplate:e})}),/* @__PURE__ */ Z(bN,{name:u,value:t.tools,shared:s,path:d,onChange:e=>l({tools:e})})]}),children:/* @__PURE__ */ Z(xN,{label:$(`spec.nodeSkills`,{name:u}),policy:t.skills,effective:o,index:n,shared:s,onChange:c.setSkills})})});function dP(e){return/* @__PURE__ */ Z(`div`,{class:`troupe-owntemplate`,children:[/* @__PURE__ */ Z(OM,{label:$(`spec.ownTemplate`),checked:e.enabled,onValue:e.onEnabled}),e.enabled&&/* @__PURE__ */ Z(EM,{label:$(`common.userTemplate`),value:e.value,rows:3,mono:!0,path:e.path,onValue:e.onValue})]})}function fP({profile:e,editor:t,shared:n}){let r=zM(()=>t.get().agents,e=>t.update(t=>({...t,agents:e}))),i=P(()=>(e,n)=>t.update(t=>{let i=t.agents[e];if(!i||i.id===n)return t;let a=t.agents.slice();a[e]={...i,id:n},r.carryKey(i,a[e]);let o=t.stages.map(e=>e.nodes.some(e=>e.agent===i.id)?{...e,nodes:e.nodes.map(e=>e.agent===i.id?{...e,agent:n}:e)}:e);return{...t,agents:a,stages:o}}),[t,r]),a=e.agents,o=P(()=>LM(a.map(e=>e.id)),[a]);return/* @__PURE__ */ Z(jM,{title:$(`spec.agents`),children:[/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`spec.agentsNote`)}),/* @__PURE__ */ Z(zN,{ops:r,children:a.map((e,t)=>/* @__PURE__ */ Z(pP,{rowKey:r.keyOf(e),agent:e,index:t,isLast:t===a.length-1,idProblem:o[t],connections:n.connections,promptPresets:n.promptPresets,ops:r,rename:i},r.keyOf(e)))}),/* @__PURE__ */ Z(VN,{ops:r,label:$(`spec.addAgent`),onClick:()=>r.add(fE.parse({id:IM(`agent`,a.map(e=>e.id))}))})]})}var pP=gM(function(e){let{agent:t,index:n,ops:r}=e,i=e=>r.update(n,t=>NM(t,e)),a=RN(t.id),o=`agents[${n}]`,s=LN(e.idProblem,t.id);return/* @__PURE__ */ Z(IN,{rowKey:e.rowKey,title:a,index:n,isLast:e.isLast,ops:r,error:s,summary:t.description,details:()=>/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(vN,{label:$(`spec.agentId`),value:t.id,error:s,path:o,onValue:t=>e.rename(n,t)}),/* @__PURE__ */ Z(yN,{agent:t,path:o,patch:i}),/* @__PURE__ */ Z(gN,{agent:t,options:e,path:o,patch:i})]})})}),mP=e=>`"${e.replace(/["\\]/g,`\\$&`)}"`;function hP(e,t){let n=t;for(;n;){let t=e.querySelector(`[data-path=${mP(n)}]`)??e.querySelector(`[data-path^=${mP(`${n}.`)}]`);if(t)return t;let r=Math.max(n.lastIndexOf(`.`),n.lastIndexOf(`[`));n=r>0?n.slice(0,r):``}return null}function gP({issues:e,root:t,id:n}){let r=X(),i=e=>{let n=t(),r=n&&hP(n,e);r&&(r.scrollIntoView?.({block:`center`}),r.focus())};return/* @__PURE__ */ Z(`section`,{class:`troupe-lint`,"aria-labelledby":r,id:n,children:[/* @__PURE__ */ Z(`h4`,{id:r,class:`troupe-section__title`,tabIndex:-1,children:[$(`lint.title`),` `,/* @__PURE__ */ Z(`span`,{class:`troupe-lint__count`,children:[`(`,$(`lint.count`,{count:e.length}),`)`]})]}),e.length===0?/* @__PURE__ */ Z(`p`,{class:`troupe-note`,children:$(`lint.none`)}):/* @__PURE__ */ Z(`ul`,{class:`troupe-lint__list`,children:e.map((e,t)=>/* @__PURE__ */ Z(`li`,{class:`troupe-lint__item troupe-lint__item--${e.severity}`,children:[/* @__PURE__ */ Z(`span`,{class:`troupe-lint__severity`,children:$(`lint.severity.${e.severity}`)}),` `,/* @__PURE__ */ Z(`span`,{class:`troupe-lint__code`,children:$(`lint.code.${e.code}`)}),`: `,/* @__PURE__ */ Z(`span`,{class:`troupe-lint__message`,children:e.message}),` `,e.path&&/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-lint__path`,onClick:()=>i(e.path),children:e.path})]},`${e.path}:${e.code}:${t}`))})]})}function _P(e){let t=X(),n=N(null);return Me(()=>n.current?.focus(),[]),/* @__PURE__ */ Z(`div`,{role:`group`,"aria-labelledby":t,class:`troupe-confirm${e.danger?` troupe-confirm--danger`:``}`,onKeyDown:t=>{t.key===`Escape`&&(t.preventDefault(),e.onCancel())},children:[/* @__PURE__ */ Z(`p`,{id:t,class:`troupe-confirm__message`,children:e.message}),e.children,/* @__PURE__ */ Z(`div`,{class:`troupe-confirm__buttons`,children:[/* @__PURE__ */ Z(Q,{variant:e.danger?`danger`:`primary`,disabled:e.busy,onClick:e.onConfirm,children:e.confirmLabel}),/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-btn troupe-btn--default`,ref:n,onClick:e.onCancel,children:e.cancelLabel??Y(`common.cancel`)})]})]})}async function vP(e,t,n){let r;try{r=await e()}catch(e){return t(`error`,Y(`error.unexpected`,{message:e instanceof Error?e.message:String(e)})),!1}if(r&&r.ok===!1)return t(`error`,r.error),!1;let i=r&&r.message||n;i&&t(`success`,i);let a=r&&r.warnings||[];return a.length&&t(`info`,`${Y(`common.warnings`)} ${a.join(` · `)}`),!0}function yP({presets:e,actions:t,notify:n}){let r=X(),[i,a]=M({kind:`idle`}),[o,s]=M(!1),c=N(null),l=e.items.find(t=>t.id===e.activeId),u=l?.name??``,d=(e,t)=>{c.current=t.currentTarget,a({kind:e})},f=()=>{a({kind:`idle`}),c.current?.focus()},p=async(e,t)=>{s(!0);let r=await vP(e,n,t);return s(!1),r};return/* @__PURE__ */ Z(`div`,{class:`troupe-presetbar`,role:`group`,"aria-label":$(`preset.bar`),children:[/* @__PURE__ */ Z(`div`,{class:`troupe-presetbar__row`,children:[/* @__PURE__ */ Z(`label`,{for:r,class:`troupe-field__label`,children:$(`preset.select`)}),/* @__PURE__ */ Z(`select`,{id:r,class:`troupe-select troupe-presetbar__select`,value:e.activeId,disabled:o,onChange:e=>t.selectPreset(e.currentTarget.value),children:e.items.map(e=>/* @__PURE__ */ Z(`option`,{value:e.id,children:e.name},e.id))}),/* @__PURE__ */ Z(Q,{disabled:o,onClick:e=>d(`new`,e),children:$(`preset.new`)}),/* @__PURE__ */ Z(Q,{disabled:o||!l,onClick:()=>void p(()=>t.duplicatePreset(e.activeId),$(`preset.duplicated`,{name:u})),children:$(`preset.duplicate`)}),/* @__PURE__ */ Z(Q,{disabled:o||!l,onClick:e=>d(`rename`,e),children:$(`preset.rename`)}),/* @__PURE__ */ Z(Q,{variant:`danger`,disabled:o||!l,onClick:e=>d(`delete`,e),children:$(`preset.delete`)}),/* @__PURE__ */ Z(Q,{variant:e.dirty?`primary`:`default`,disabled:o||!l,"aria-describedby":e.dirty?`${r}-dirty`:void 0,onClick:()=>void p(()=>t.savePreset(),$(`preset.saved`,{name:u})),children:$(`preset.save`)}),/* @__PURE__ */ Z(`span`,{id:`${r}-dirty`,class:`troupe-presetbar__dirty`,"aria-hidden":!e.dirty,children:e.dirty?$(`preset.unsaved`):``})]}),(i.kind===`new`||i.kind===`rename`)&&/* @__PURE__ */ Z(bP,{title:i.kind===`new`?$(`preset.newTitle`):$(`preset.renameTitle`,{name:u}),initial:i.kind===`rename`?u:``,taken:e.items.filter(t=>i.kind===`new`||t.id!==e.activeId).map(e=>e.name),busy:o,onCancel:f,onSubmit:async n=>{(i.kind===`new`?await p(()=>t.createPreset(n),$(`preset.created`,{name:n})):await p(()=>t.renamePreset(e.activeId,n),$(`preset.renamed`,{name:n})))&&f()}}),i.kind===`delete`&&/* @__PURE__ */ Z(_P,{danger:!0,busy:o,message:$(`preset.deleteQuestion`,{name:u}),confirmLabel:$(`preset.deleteConfirm`),onCancel:f,onConfirm:async()=>{await p(()=>t.deletePreset(e.activeId),$(`preset.deleted`,{name:u}))&&(a({kind:`idle`}),c.current?.focus())}})]})}function bP(e){let t=X(),[n,r]=M(e.initial),[i,a]=M(``),o=N(null);return Ne(()=>{o.current?.focus(),o.current?.select()},[]),/* @__PURE__ */ Z(`form`,{class:`troupe-presetbar__form`,"aria-labelledby":`${t}-title`,onSubmit:t=>{t.preventDefault();let r=n.trim();if(!r)return a($(`preset.nameEmpty`));if(e.taken.includes(r))return a($(`preset.nameTaken`,{name:r}));a(``),e.onSubmit(r)},onKeyDown:t=>{t.key===`Escape`&&(t.preventDefault(),e.onCancel())},children:[/* @__PURE__ */ Z(`span`,{id:`${t}-title`,class:`troupe-presetbar__formtitle`,children:e.title}),/* @__PURE__ */ Z(`label`,{for:t,class:`troupe-field__label`,children:$(`preset.nameLabel`)}),/* @__PURE__ */ Z(`input`,{id:t,ref:o,class:`troupe-input`,value:n,"aria-invalid":i?`true`:void 0,"aria-describedby":`${t}-err`,onInput:e=>r(e.currentTarget.value)}),/* @__PURE__ */ Z(`button`,{type:`submit`,class:`troupe-btn troupe-btn--primary`,disabled:e.busy,children:$(`preset.ok`)}),/* @__PURE__ */ Z(Q,{onClick:e.onCancel,children:Y(`common.cancel`)}),/* @__PURE__ */ Z(`span`,{id:`${t}-err`,class:`troupe-field__error`,role:`alert`,children:i})]})}function xP({card:e,actions:t,notify:n}){let r=N(null),i=X(),[a,o]=M(``),s=async(e,t,r)=>{o(e);try{await vP(t,n,r)}finally{o(``)}},c=e=>{let n=e.files?.[0];e.value=``,n&&s(`import`,()=>t.importProfile(n),$(`profile.imported`))};return/* @__PURE__ */ Z(`div`,{class:`troupe-toolbar`,role:`group`,"aria-label":$(`profile.actions`),children:[/* @__PURE__ */ Z(`div`,{class:`troupe-toolbar__row`,children:[/* @__PURE__ */ Z(Q,{disabled:a!==``,onClick:()=>void s(`export`,()=>t.exportProfile(),$(`profile.exported`)),children:$(`profile.export`)}),/* @__PURE__ */ Z(Q,{disabled:a!==``,onClick:()=>r.current?.click(),children:$(`profile.import`)}),/* @__PURE__ */ Z(`input`,{ref:r,type:`file`,accept:`.json,application/json`,class:`troupe-visually-hidden`,tabIndex:-1,"aria-hidden":`true`,"aria-label":$(`profile.import`),onChange:e=>c(e.currentTarget)}),/* @__PURE__ */ Z(Q,{onClick:()=>t.openManageSkills(),children:$(`profile.manageSkills`)})]}),/* @__PURE__ */ Z(`div`,{class:`troupe-toolbar__row`,children:[/* @__PURE__ */ Z(`span`,{id:i,class:`troupe-toolbar__card`,children:e?$(`profile.card`,{name:e.name}):$(`profile.cardNone`)}),/* @__PURE__ */ Z(Q,{disabled:!e||a!==``,title:e?void 0:$(`profile.needCard`),"aria-describedby":e?void 0:i,onClick:()=>void s(`save`,()=>t.saveCardOverride(),$(`profile.overrideSaved`)),children:$(`profile.saveOverride`)}),/* @__PURE__ */ Z(Q,{disabled:!e||!e.overrideActive||a!==``,title:e?void 0:$(`profile.needCard`),"aria-describedby":e?void 0:i,onClick:()=>void s(`clear`,()=>t.clearCardOverride(),$(`profile.overrideCleared`)),children:$(`profile.clearOverride`)}),/* @__PURE__ */ Z(`span`,{class:`troupe-badge${e?.overrideActive?` troupe-badge--on`:``}`,"aria-hidden":!e?.overrideActive,children:e?.overrideActive?e.editingOverride?$(`profile.editingOverride`):$(`profile.overrideBadge`):``})]})]})}var SP={};function CP(e,t){return new Set(OC(e,t).keys())}function wP(e,t){let n=ay({mode:t},e),r=/* @__PURE__ */ new WeakMap;return{installed:e,mode:n,forAgent(i){if(!i||(i.visible?.length??0)===0&&(i.deny?.length??0)===0)return n;let a=r.get(i);return a||(a=ay({mode:t,agent:i??SP},e),r.set(i,a)),a}}}function TP(e,t,n){let r=P(()=>CP(e,t),[e,t.mode,t.presetId,t.character]);return P(()=>wP(r,n),[r,n])}function EP({lastRun:e}){let t=e&&CT.includes(e.mode)?$(`mode.${e.mode}`):``,n=e?$(`status.${e.status}`,{mode:t}):$(`status.none`),r=[];e?.durationMs!==void 0&&r.push($(`status.seconds`,{s:(e.durationMs/1e3).toFixed(1)})),e?.detail&&r.push(e.detail),e?.error&&r.push(e.error);let i=[n,...r].join(` · `);return/* @__PURE__ */ Z(`p`,{class:`troupe-status${e?` troupe-status--${e.status}`:``}`,title:i,children:[/* @__PURE__ */ Z(`span`,{role:`status`,"aria-live":`polite`,"aria-atomic":`true`,children:n}),r.length>0&&/* @__PURE__ */ Z(`span`,{class:`troupe-status__extra`,children:[` · `,r.join(` · `)]})]})}function DP(e,t){let n=N({value:e,onChange:t,seen:e});return Object.is(n.current.seen,e)||(n.current.seen=e,n.current.value=e),n.current.onChange=t,P(()=>{let e={get:()=>n.current.value,set(e){Object.is(e,n.current.value)||(n.current.value=e,n.current.onChange(e))},update(t){e.set(t(n.current.value))}};return e},[])}var OP=[];function kP(e){let{profile:t,presets:n,card:r}=e,i=t.mode,a=N(null),o=X(),s=X(),c=nM(),l=DP(t,e.onChange),u=e.connections??OP,d=e.promptPresets??OP,f=TP(e.inventory,P(()=>({mode:i,presetId:n.activeId,character:r?.avatar}),[i,n.activeId,r?.avatar]),t.skills),p=P(()=>({connections:u,promptPresets:d,inventory:e.inventory,skills:f}),[u,d,e.inventory,f]),m=P(()=>e.lint??SC(i,t,{installedSkills:mM(e.inventory).byName.keys()}),[e.lint,i,t,e.inventory]);return/* @__PURE__ */ Z(iN.Provider,{value:e.availableTools??Q_,children:/* @__PURE__ */ Z(`div`,{class:`troupe-root troupe-panel`,ref:a,"data-mode":i,role:`region`,"aria-label":$(`panel.title`),children:[/* @__PURE__ */ Z(`div`,{class:`troupe-panel__head`,children:[/* @__PURE__ */ Z(OM,{label:$(`panel.enabled`),checked:e.enabled,onValue:t=>e.actions.setEnabled(t)}),/* @__PURE__ */ Z(`div`,{class:`troupe-field troupe-panel__mode`,children:[/* @__PURE__ */ Z(`label`,{for:o,class:`troupe-field__label`,children:$(`panel.mode`)}),/* @__PURE__ */ Z(`select`,{id:o,class:`troupe-select`,value:i,"aria-describedby":`${o}-hint`,onChange:t=>e.actions.setMode(t.currentTarget.value),children:CT.map(e=>/* @__PURE__ */ Z(`option`,{value:e,children:$(`mode.${e}`)},e))})]}),/* @__PURE__ */ Z(`p`,{id:`${o}-hint`,class:`troupe-note troupe-panel__hint`,children:$(`mode.hint.${i}`)})]}),/* @__PURE__ */ Z(yP,{presets:n,actions:e.actions,notify:c.push}),/* @__PURE__ */ Z(xP,{card:r,actions:e.actions,notify:c.push}),/* @__PURE__ */ Z(rM,{api:c}),/* @__PURE__ */ Z(EP,{lastRun:e.lastRun}),/* @__PURE__ */ Z(`p`,{class:`troupe-panel__lintsummary`,children:/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-link`,onClick:()=>{let e=document.getElementById(s);e?.scrollIntoView?.({block:`start`}),e?.querySelector(`h4`)?.focus()},children:[$(`lint.title`),`: `,m.length===0?$(`lint.none`):$(`lint.count`,{count:m.length})]})}),/* @__PURE__ */ Z(`div`,{class:`troupe-card`,"data-card":i,children:/* @__PURE__ */ Z(AP,{profile:t,editor:l,shared:p})},i),/* @__PURE__ */ Z(gP,{id:s,issues:m,root:()=>a.current})]})})}function AP({profile:e,editor:t,shared:n}){switch(e.mode){case`director`:return/* @__PURE__ */ Z(XN,{profile:e,editor:t,shared:n});case`loop`:return/* @__PURE__ */ Z(rP,{profile:e,editor:t,shared:n});case`spec`:return/* @__PURE__ */ Z(sP,{profile:e,editor:t,shared:n});case`agenda`:return/* @__PURE__ */ Z(GN,{profile:e,editor:t,shared:n});case`single`:return/* @__PURE__ */ Z(oP,{profile:e,editor:t,shared:n})}}function jP({children:e}){let[t]=M(()=>{let e=document.createElement(`div`);return e.className=`troupe-portal`,e});return Ne(()=>(document.body.appendChild(t),()=>{fe(null,t),t.remove()}),[t]),Ne(()=>{fe(/* @__PURE__ */ Z(S,{children:e}),t)}),null}var MP=`a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])`;function NP(e){return[...e.querySelectorAll(MP)].filter(e=>!e.hasAttribute(`hidden`)&&!e.closest(`[hidden],[inert]`)&&e.getAttribute(`aria-hidden`)!==`true`)}function PP(e){return!e.open||typeof document>`u`?null:/* @__PURE__ */ Z(jP,{children:/* @__PURE__ */ Z(FP,{...e})})}function FP({title:e,onClose:t,children:n,class:r,headerExtra:i}){let a=X(),o=N(null),s=N(t);return s.current=t,Me(()=>{let e=document.activeElement,t=o.current;(t.querySelector(`[data-autofocus]`)??NP(t)[0]??t).focus();let n=e=>{let n=e.target;n&&!t.contains(n)&&(NP(t)[0]??t).focus()};return document.addEventListener(`focusin`,n),()=>{document.removeEventListener(`focusin`,n),e&&e.isConnected&&e.focus()}},[]),/* @__PURE__ */ Z(`div`,{class:`troupe-root troupe-dialog-backdrop`,children:/* @__PURE__ */ Z(`div`,{ref:o,role:`dialog`,"aria-modal":`true`,"aria-labelledby":a,tabIndex:-1,class:`troupe-dialog${r?` ${r}`:``}`,onKeyDown:e=>{if(e.key===`Escape`){e.stopPropagation(),e.defaultPrevented||(e.preventDefault(),s.current());return}if(e.key!==`Tab`)return;let t=o.current,n=NP(t);if(n.length===0){e.preventDefault(),t.focus();return}let r=n[0],i=n[n.length-1],a=document.activeElement;e.shiftKey&&(a===r||a===t)?(e.preventDefault(),i.focus()):!e.shiftKey&&a===i&&(e.preventDefault(),r.focus())},children:[/* @__PURE__ */ Z(`header`,{class:`troupe-dialog__header`,children:[/* @__PURE__ */ Z(`h2`,{id:a,class:`troupe-dialog__title`,children:e}),i,/* @__PURE__ */ Z(`button`,{type:`button`,class:`troupe-btn troupe-btn--quiet`,onClick:()=>s.current(),children:Y(`common.close`)})]}),/* @__PURE__ */ Z(`div`,{class:`troupe-dialog__body`,children:n})]})})}function IP({done:e,total:t,label:n}){let r=X(),i=t>0?t:1,a=Math.min(Math.max(e,0),i),o=Math.round(a/i*100);return/* @__PURE__ */ Z(`div`,{class:`troupe-progress`,children:[/* @__PURE__ */ Z(`label`,{id:r,class:`troupe-progress__label`,children:n?Y(`progress.labelled`,{label:n,percent:o}):Y(`progress.plain`,{percent:o})}),/* @__PURE__ */ Z(`progress`,{"aria-labelledby":r,max:i,value:a})]})}var LP=pe(null);function RP(){let e=Fe(LP);if(!e)throw Error(`useManage() outside <ManageSkillsDialog>`);return e}function zP({onDone:e}){let{actions:t,run:n,report:r}=RP(),[i,a]=M(void 0),[o,s]=M(!1),c=N(null);if(Me(()=>{let e=!0;return n(()=>t.planBundled()).then(t=>e&&a(t??null)),()=>{e=!1}},[]),Me(()=>{i&&c.current?.querySelector(`button`)?.focus()},[i]),i===void 0)return/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`bundled.planning`)});if(i===null)return null;let l=e=>i.items.filter(t=>t.state===e).map(e=>e.name),u=l(`new`),d=l(`update`),f=l(`edited`),p=l(`unchanged`),m=u.length+d.length+f.length===0,h=async i=>{s(!0);let a=await n(()=>t.importBundled({overwriteEdited:i}));s(!1),r(a,Y(`bundled.done`),Y(`bundled.failed`))&&e()};return/* @__PURE__ */ Z(`section`,{ref:c,class:`troupe-confirm`,"aria-label":Y(`bundled.title`),onKeyDown:t=>{t.key===`Escape`&&!t.defaultPrevented&&(t.preventDefault(),e())},children:[/* @__PURE__ */ Z(`p`,{class:`troupe-confirm__message`,children:Y(m?`bundled.upToDate`:`bundled.intro`)}),/* @__PURE__ */ Z(BP,{label:Y(`bundled.new`,{count:u.length}),names:u}),/* @__PURE__ */ Z(BP,{label:Y(`bundled.update`,{count:d.length}),names:d}),/* @__PURE__ */ Z(BP,{label:Y(`bundled.edited`,{count:f.length}),names:f,warn:!0}),/* @__PURE__ */ Z(BP,{label:Y(`bundled.unchanged`,{count:p.length}),names:p}),/* @__PURE__ */ Z(`div`,{class:`troupe-confirm__buttons`,children:[!m&&/* @__PURE__ */ Z(Q,{variant:f.length?`danger`:`primary`,disabled:o,onClick:()=>void h(!0),children:f.length?Y(`bundled.importOverwrite`):Y(`bundled.import`)}),!m&&f.length>0&&/* @__PURE__ */ Z(Q,{variant:`primary`,disabled:o,onClick:()=>void h(!1),children:Y(`bundled.importKeep`)}),/* @__PURE__ */ Z(Q,{onClick:e,children:Y(m?`common.close`:`common.cancel`)})]})]})}function BP({label:e,names:t,warn:n}){return t.length===0?null:/* @__PURE__ */ Z(`div`,{children:[/* @__PURE__ */ Z(`strong`,{children:e}),/* @__PURE__ */ Z(`p`,{class:`troupe-bundled-list${n?` troupe-bundled-list--edited`:``}`,children:Uj(t)})]})}function VP(e){if(!Number.isFinite(e)||e<0)return`?`;if(e<1024)return`${e} B`;let t=[`KB`,`MB`,`GB`],n=e/1024,r=0;for(;n>=1024&&r<t.length-1;)n/=1024,r++;return`${n<10?n.toFixed(1):Math.round(n)} ${t[r]}`}var HP=new TextEncoder;function UP(e){return HP.encode(e).length}function WP(e){return fM(e.map(e=>e.scope))}function GP(e,t){return e===`all`||t.includes(e)?e:`all`}function KP(e,t,n){let r=n.trim().toLowerCase();return e.filter(e=>t!==`all`&&e.scope!==t?!1:!r||e.name.toLowerCase().includes(r)||e.description.toLowerCase().includes(r)||e.tags.some(e=>e.toLowerCase().includes(r)))}function qP(e){let t=/* @__PURE__ */ new Map;for(let n of e){let e=t.get(n.scope);e?e.push(n):t.set(n.scope,[n])}return[...t.keys()].sort(cM).map(e=>({scope:e,skills:t.get(e).sort((e,t)=>e.name<t.name?-1:+(e.name>t.name))}))}function JP(e,t,n){return e.some(e=>e.scope===t&&e.name===n)}function YP(e){return`${e.scope}\u0000${e.name}`}function XP(e,t){for(let n=2;n<1e3;n++){let r=`${e}-${n}`;if(!t(r))return r}return`${e}-copy`}function ZP({conflicts:e,busy:t,onApply:n,onCancel:r}){let{inventory:i,labelOf:a}=RP(),o=X(),s=N(null),[c,l]=M(()=>Object.fromEntries(e.map(e=>[e.name,`keep`]))),[u,d]=M(()=>Object.fromEntries(e.map(e=>[e.name,XP(e.name,t=>JP(i,e.scope,t))]))),[f,p]=M({});return Me(()=>s.current?.querySelector(`input`)?.focus(),[]),/* @__PURE__ */ Z(`section`,{ref:s,class:`troupe-conflicts`,"aria-labelledby":o,onKeyDown:e=>{e.key===`Escape`&&!e.defaultPrevented&&(e.preventDefault(),r())},children:[/* @__PURE__ */ Z(`h3`,{id:o,class:`troupe-skill-group__title`,children:Y(`conflict.title`,{count:e.length})}),/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`conflict.intro`)}),e.map(e=>/* @__PURE__ */ Z(QP,{conflict:e,scopeText:a(e.scope),choice:c[e.name]??`keep`,newName:u[e.name]??``,error:f[e.name],onChoice:t=>l(n=>({...n,[e.name]:t})),onName:t=>d(n=>({...n,[e.name]:t}))},e.name)),/* @__PURE__ */ Z(`div`,{class:`troupe-confirm__buttons`,children:[/* @__PURE__ */ Z(Q,{variant:`primary`,disabled:t,onClick:()=>{let t={},r={},o=/* @__PURE__ */ new Set;for(let n of e){let s=c[n.name]??`keep`;if(s!==`rename`){r[n.name]={action:s};continue}let l=(u[n.name]??``).trim();XM(l)?(JP(i,n.scope,l)||o.has(l)||e.some(e=>e.name===l))&&(t[n.name]=Y(`validate.exists`,{name:l,scope:a(n.scope)})):t[n.name]=Y(`validate.name`,{pattern:YM}),o.add(l),r[n.name]={action:`rename`,newName:l}}p(t),Object.keys(t).length===0&&n(r)},children:Y(`conflict.apply`)}),/* @__PURE__ */ Z(Q,{onClick:r,children:Y(`conflict.cancel`)})]})]})}function QP({conflict:e,scopeText:t,choice:n,newName:r,error:i,onChoice:a,onName:o}){let s=X(),c=X(),l=X(),{existing:u,incoming:d}=e,f=(e,t)=>/* @__PURE__ */ Z(`label`,{children:[/* @__PURE__ */ Z(`input`,{type:`radio`,name:s,value:e,checked:n===e,onChange:()=>a(e)}),` `,t]});return/* @__PURE__ */ Z(`fieldset`,{children:[/* @__PURE__ */ Z(`legend`,{children:Y(`conflict.item`,{name:e.name,scope:t})}),/* @__PURE__ */ Z(`span`,{class:`troupe-skill-row__meta`,children:Y(`conflict.compare`,{existingFiles:u.fileCount,existingSize:VP(u.size),incomingFiles:d.fileCount,incomingSize:VP(d.size)})}),f(`replace`,Y(`conflict.replace`)),f(`keep`,Y(`conflict.keep`)),f(`rename`,Y(`conflict.rename`)),n===`rename`&&/* @__PURE__ */ Z(`label`,{for:c,children:[Y(`conflict.newName`,{name:e.name}),/* @__PURE__ */ Z(`input`,{id:c,value:r,spellcheck:!1,"aria-invalid":i?`true`:void 0,"aria-describedby":i?l:void 0,onInput:e=>o(e.currentTarget.value)})]}),i&&/* @__PURE__ */ Z(`p`,{id:l,class:`troupe-field-error`,role:`alert`,children:i})]})}function $P({label:e,value:t,options:n,disabled:r,onChange:i}){let a=X();return/* @__PURE__ */ Z(`label`,{for:a,children:[/* @__PURE__ */ Z(`span`,{children:e}),/* @__PURE__ */ Z(`select`,{id:a,value:t,disabled:r,onChange:e=>i(e.currentTarget.value),children:n.map(e=>/* @__PURE__ */ Z(`option`,{value:e.scope,children:uM(e.scope,e.label)},e.scope))})]})}function eF({initialScope:e,onCreated:t,onCancel:n}){let{actions:r,run:i,report:a,inventory:o,targets:s,labelOf:c}=RP(),l=X(),u=X(),d=X(),[f,p]=M(``),[m,h]=M(``),[g,_]=M(e),[v,y]=M(``),[b,x]=M(!1),S=N(null);return Me(()=>S.current?.focus(),[]),/* @__PURE__ */ Z(`form`,{class:`troupe-inline-form`,"aria-label":Y(`create.formLabel`),onSubmit:async e=>{e.preventDefault();let n=f.trim(),s=m.trim();if(!XM(n))return y(Y(`validate.name`,{pattern:YM}));if(!s)return y(Y(`validate.description`));if(JP(o,g,n))return y(Y(`validate.exists`,{name:n,scope:c(g)}));y(``),x(!0);let l=await i(()=>r.create({name:n,description:s,scope:g}));x(!1),a(l,Y(`create.done`,{name:n}),Y(`create.failed`,{name:n}))&&t(g,n)},onKeyDown:e=>{e.key===`Escape`&&!e.defaultPrevented&&(e.preventDefault(),n())},children:[/* @__PURE__ */ Z(`label`,{for:l,children:[Y(`create.name`),/* @__PURE__ */ Z(`input`,{id:l,ref:S,value:f,spellcheck:!1,placeholder:`my-skill`,"aria-invalid":v?`true`:void 0,"aria-describedby":v?d:void 0,onInput:e=>p(e.currentTarget.value)})]}),/* @__PURE__ */ Z(`label`,{for:u,children:[Y(`create.description`),/* @__PURE__ */ Z(`input`,{id:u,value:m,size:40,onInput:e=>h(e.currentTarget.value)})]}),/* @__PURE__ */ Z($P,{label:Y(`create.scope`),value:g,options:s,onChange:_}),/* @__PURE__ */ Z(Q,{type:`submit`,variant:`primary`,disabled:b,children:Y(`create.submit`)}),/* @__PURE__ */ Z(Q,{onClick:n,children:Y(`common.cancel`)}),v&&/* @__PURE__ */ Z(`p`,{id:d,class:`troupe-field-error`,role:`alert`,children:v})]})}function tF(e){let t=N(null),n=N(null),r=N(null);Me(()=>{n.current?.setAttribute(`webkitdirectory`,``),n.current?.setAttribute(`directory`,``)},[]);let i=t=>n=>{let r=n.currentTarget,i=r.files?[...r.files]:[];r.value=``,i.length&&e.onInstall({kind:t,files:i})};return/* @__PURE__ */ Z(`div`,{class:`troupe-skills-toolbar`,role:`toolbar`,"aria-label":Y(`toolbar.label`),children:[/* @__PURE__ */ Z(`div`,{class:`troupe-skills-toolbar__group`,children:[/* @__PURE__ */ Z($P,{label:Y(`toolbar.installInto`),value:e.scope,options:e.targets,onChange:e.onScope}),/* @__PURE__ */ Z(Q,{disabled:e.busy,onClick:()=>t.current?.click(),children:Y(`toolbar.installZip`)}),/* @__PURE__ */ Z(Q,{disabled:e.busy,onClick:()=>n.current?.click(),children:Y(`toolbar.installFolder`)}),/* @__PURE__ */ Z(Q,{disabled:e.busy,onClick:()=>r.current?.click(),children:Y(`toolbar.installFiles`)}),/* @__PURE__ */ Z(`input`,{ref:t,type:`file`,accept:`.zip,application/zip`,multiple:!0,hidden:!0,"data-testid":`install-zip`,onChange:i(`zip`)}),/* @__PURE__ */ Z(`input`,{ref:n,type:`file`,multiple:!0,hidden:!0,"data-testid":`install-folder`,onChange:i(`folder`)}),/* @__PURE__ */ Z(`input`,{ref:r,type:`file`,multiple:!0,hidden:!0,"data-testid":`install-files`,onChange:i(`files`)})]}),/* @__PURE__ */ Z(`div`,{class:`troupe-skills-toolbar__group`,children:[/* @__PURE__ */ Z(Q,{variant:`primary`,"aria-expanded":e.open===`create`,onClick:e.onCreate,children:Y(`toolbar.create`)}),/* @__PURE__ */ Z(Q,{"aria-expanded":e.open===`bundled`,disabled:e.busy,onClick:e.onBundled,children:Y(`toolbar.bundled`)})]})]})}function nF({scope:e,name:t,onDone:n,onCancel:r}){let{actions:i,run:a,report:o,inventory:s,targets:c,labelOf:l}=RP(),u=c.filter(t=>t.scope!==e),[d,f]=M(u[0]?.scope),[p,m]=M(!1),h=d!==void 0&&JP(s,d,t);return d?/* @__PURE__ */ Z(`form`,{class:`troupe-inline-form`,onSubmit:async r=>{if(r.preventDefault(),!d||h)return;m(!0);let s=await a(()=>i.move(e,t,d));m(!1),o(s,Y(`move.done`,{name:t,from:l(e),to:l(d)}),Y(`move.failed`,{name:t}))&&n()},"aria-label":Y(`move.formLabel`,{name:t}),children:[/* @__PURE__ */ Z($P,{label:Y(`move.to`),value:d,options:u,onChange:f}),/* @__PURE__ */ Z(Q,{type:`submit`,variant:`primary`,disabled:p||h,children:Y(`move.submit`)}),/* @__PURE__ */ Z(Q,{onClick:r,children:Y(`common.cancel`)}),h&&/* @__PURE__ */ Z(`p`,{class:`troupe-field-error`,role:`alert`,children:Y(`validate.exists`,{name:t,scope:l(d)})})]}):/* @__PURE__ */ Z(`div`,{class:`troupe-inline-form`,children:[/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`move.noTarget`)}),/* @__PURE__ */ Z(Q,{onClick:r,children:Y(`common.cancel`)})]})}function rF({scope:e,name:t,onDone:n,onCancel:r}){let{actions:i,run:a,report:o,inventory:s,labelOf:c}=RP(),l=X(),u=X(),[d,f]=M(t),[p,m]=M(``),[h,g]=M(!1),_=N(null);return Me(()=>{_.current?.focus(),_.current?.select()},[]),/* @__PURE__ */ Z(`form`,{class:`troupe-inline-form`,onSubmit:async l=>{l.preventDefault();let u=d.trim();if(u===t)return r();if(!XM(u))return m(Y(`validate.name`,{pattern:YM}));if(JP(s,e,u))return m(Y(`validate.exists`,{name:u,scope:c(e)}));m(``),g(!0);let f=await a(()=>i.rename(e,t,u));g(!1),o(f,Y(`rename.done`,{from:t,to:u}),Y(`rename.failed`,{name:t}))&&n()},"aria-label":Y(`rename.formLabel`,{name:t}),children:[/* @__PURE__ */ Z(`label`,{for:l,children:[Y(`rename.newName`),/* @__PURE__ */ Z(`input`,{id:l,ref:_,value:d,spellcheck:!1,"aria-invalid":p?`true`:void 0,"aria-describedby":p?u:void 0,onInput:e=>f(e.currentTarget.value)})]}),/* @__PURE__ */ Z(Q,{type:`submit`,variant:`primary`,disabled:h,children:Y(`rename.submit`)}),/* @__PURE__ */ Z(Q,{onClick:r,children:Y(`common.cancel`)}),p&&/* @__PURE__ */ Z(`p`,{id:u,class:`troupe-field-error`,role:`alert`,children:p})]})}function iF(e){return typeof e.text==`string`}function aF(e){return iF(e)?UP(e.text):e.bytes?.length??0}function oF(e){return[...e].sort((e,t)=>e.path===`SKILL.md`?-1:t.path===`SKILL.md`?1:e.path<t.path?-1:+(e.path>t.path))}function sF(e,t){let{actions:n,run:r,messages:i}=RP(),[a,o]=M({state:`loading`});return Me(()=>{let a=!0;return o({state:`loading`}),r(()=>n.readSkill(e,t)).then(e=>{a&&(e?o({state:`ready`,skill:e}):(o({state:`missing`}),i.push(`error`,Y(`manage.notFound`,{name:t}))))}),()=>{a=!1}},[e,t]),a}function cF({scope:e,name:t,onClose:n}){let r=sF(e,t),{actions:i,run:a,messages:o,setDirty:s}=RP(),c=X(),l=X(),u=P(()=>r.state===`ready`?oF(r.skill.files).filter(iF):[],[r]),d=P(()=>Object.fromEntries(u.map(e=>[e.path,e.text])),[u]),[f,p]=M({}),[m,h]=M({}),[g,_]=M(`SKILL.md`),[v,y]=M(null),[b,x]=M(!1),[S,C]=M(!1),w=N(null),T=e=>f[e]??d[e]??``,E=Object.keys(m).some(e=>m[e]!==T(e));if(Me(()=>{let n=YP({scope:e,name:t});return s(n,E),()=>s(n,!1)},[E,e,t]),r.state===`loading`)return/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`common.loading`)});if(r.state===`missing`)return null;if(u.length===0)return/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`editor.noText`)});let D=g in d?g:u[0].path,O=e=>f[e]??d[e]??``,ee=e=>m[e]??O(e),te=ee(D),ne=Object.keys(m).filter(e=>m[e]!==O(e)),re=te!==O(D),k=async()=>{if(b)return;x(!0);let n=te,r=await a(()=>i.validateFile(e,t,D,n));if(r===void 0){x(!1);return}if(r.length){y({path:D,list:r}),x(!1);return}let s=await a(()=>i.saveFile(e,t,D,n));x(!1),s&&(s.ok?(y(null),p(e=>({...e,[D]:n})),o.push(`success`,s.message??Y(`editor.saved`,{path:D,name:t}))):y({path:D,list:s.issues}))},A=()=>{ne.length?C(!0):n()};return/* @__PURE__ */ Z(`div`,{class:`troupe-editor`,onKeyDown:e=>{(e.ctrlKey||e.metaKey)&&e.key.toLowerCase()===`s`?(e.preventDefault(),k()):e.key===`Escape`&&!e.defaultPrevented&&(e.preventDefault(),A())},children:[/* @__PURE__ */ Z(`div`,{class:`troupe-editor__bar`,children:[/* @__PURE__ */ Z(`label`,{for:c,children:Y(`editor.file`)}),/* @__PURE__ */ Z(`select`,{id:c,value:D,onChange:e=>_(e.currentTarget.value),children:u.map(e=>/* @__PURE__ */ Z(`option`,{value:e.path,children:ee(e.path)===O(e.path)?e.path:`${e.path} *`},e.path))}),/* @__PURE__ */ Z(Q,{variant:`primary`,disabled:b||!re,onClick:()=>void k(),children:Y(`common.save`)}),/* @__PURE__ */ Z(Q,{onClick:A,children:Y(`editor.close`)}),/* @__PURE__ */ Z(`span`,{class:`troupe-editor__hint`,children:Y(re?`editor.unsaved`:`editor.hint`)})]}),v&&/* @__PURE__ */ Z(`div`,{role:`alert`,class:`troupe-message troupe-message--error`,children:/* @__PURE__ */ Z(`div`,{class:`troupe-message__body`,children:[/* @__PURE__ */ Z(`span`,{children:Y(`editor.cannotSave`,{path:v.path})}),/* @__PURE__ */ Z(tM,{issues:v.list})]})}),S&&/* @__PURE__ */ Z(_P,{danger:!0,message:Y(`editor.discardQuestion`,{count:ne.length}),confirmLabel:Y(`editor.discard`),onConfirm:n,onCancel:()=>{C(!1),w.current?.focus()}}),/* @__PURE__ */ Z(`label`,{for:l,class:`troupe-visually-hidden`,children:Y(`editor.contentLabel`,{path:D})}),/* @__PURE__ */ Z(`textarea`,{id:l,ref:w,spellcheck:!1,value:te,onInput:e=>{let t=e.currentTarget.value;h(e=>({...e,[D]:t}))}})]})}var lF=2e5;function uF({scope:e,name:t}){let n=sF(e,t),r=P(()=>n.state===`ready`?oF(n.skill.files):[],[n]),[i,a]=M(`SKILL.md`);if(n.state===`loading`)return/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`common.loading`)});if(n.state===`missing`)return null;let o=r.find(e=>e.path===i)??r[0];return/* @__PURE__ */ Z(`div`,{class:`troupe-files`,children:[/* @__PURE__ */ Z(`ul`,{class:`troupe-files__list`,"aria-label":Y(`files.listLabel`,{name:t}),children:r.map(e=>/* @__PURE__ */ Z(`li`,{class:`troupe-files__item`,children:[/* @__PURE__ */ Z(`button`,{type:`button`,"aria-current":e===o?`true`:void 0,onClick:()=>a(e.path),children:e.path}),/* @__PURE__ */ Z(`span`,{class:`troupe-files__size`,children:iF(e)?VP(aF(e)):Y(`files.binarySize`,{size:VP(aF(e))})})]},e.path))}),/* @__PURE__ */ Z(`div`,{children:o&&iF(o)?/* @__PURE__ */ Z(S,{children:[/* @__PURE__ */ Z(`pre`,{class:`troupe-files__pre`,"aria-label":o.path,tabIndex:0,children:o.text.length>2e5?o.text.slice(0,lF):o.text}),o.text.length>2e5&&/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`files.truncated`,{count:2e5})})]}):o?/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`files.binary`,{path:o.path,size:VP(aF(o))})}):/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`files.none`)})})]})}var dF=[[`view`,`row.view`],[`rename`,`row.rename`],[`move`,`row.move`]];function fF({skill:e,panel:t,editing:n,onPanel:r,onEdit:i}){let{actions:a,run:o,report:s,labelOf:c,focusSearch:l}=RP(),u=X(),d=X(),f=X(),p=N(null),m=YP(e),h=e=>p.current?.querySelector(`[data-panel="${e}"]`)?.focus(),g=e=>{e&&t&&h(t),r(m,null)},_=e=>r(m,t===e?null:e),v=async()=>{let t=await o(()=>a.exportZip(e.scope,e.name));s(t,Y(`export.done`,{name:e.name}),Y(`export.failed`,{name:e.name}))},y=async()=>{let t=await o(()=>a.remove(e.scope,e.name));s(t,Y(`delete.done`,{name:e.name}),Y(`delete.failed`,{name:e.name}))&&(r(m,null),l())},b=n?Y(`row.closeEditorFirst`):void 0;return/* @__PURE__ */ Z(`li`,{ref:p,class:`troupe-skill-row`,"aria-labelledby":u,"data-skill":e.name,children:[/* @__PURE__ */ Z(`div`,{class:`troupe-skill-row__head`,children:[/* @__PURE__ */ Z(`span`,{id:u,class:`troupe-skill-row__name`,children:e.name}),/* @__PURE__ */ Z(`span`,{class:`troupe-scope-badge`,children:c(e.scope)}),/* @__PURE__ */ Z(`span`,{class:`troupe-skill-row__meta`,children:[Y(`row.files`,{count:e.fileCount}),` · `,VP(e.size)]})]}),/* @__PURE__ */ Z(`p`,{class:`troupe-skill-row__desc`,children:e.description||Y(`row.noDescription`)}),e.tags.length>0&&/* @__PURE__ */ Z(`ul`,{class:`troupe-skill-row__tags`,"aria-label":Y(`row.tags`),children:e.tags.map(e=>/* @__PURE__ */ Z(`li`,{class:`troupe-tag`,children:e},e))}),/* @__PURE__ */ Z(`div`,{class:`troupe-skill-row__actions`,children:[/* @__PURE__ */ Z(Q,{"data-panel":`view`,"aria-expanded":t===`view`,"aria-controls":t===`view`?d:void 0,onClick:()=>_(`view`),children:Y(`row.view`)}),/* @__PURE__ */ Z(Q,{"data-panel":`edit`,variant:`primary`,"aria-expanded":n,"aria-controls":n?f:void 0,onClick:()=>i(m,!0),children:Y(`row.edit`)}),dF.slice(1).map(([e,r])=>/* @__PURE__ */ Z(Q,{"data-panel":e,disabled:n,title:b,"aria-expanded":t===e,"aria-controls":t===e?d:void 0,onClick:()=>_(e),children:Y(r)},e)),/* @__PURE__ */ Z(Q,{onClick:()=>void v(),children:Y(`row.export`)}),/* @__PURE__ */ Z(Q,{"data-panel":`delete`,variant:`danger`,disabled:n,title:b,"aria-expanded":t===`delete`,"aria-controls":t===`delete`?d:void 0,onClick:()=>_(`delete`),children:Y(`row.delete`)})]}),t&&!(n&&t!==`view`)&&/* @__PURE__ */ Z(`div`,{id:d,class:`troupe-skill-panel`,onKeyDown:e=>{e.key===`Escape`&&!e.defaultPrevented&&(e.preventDefault(),g(!0))},children:[t===`view`&&/* @__PURE__ */ Z(uF,{scope:e.scope,name:e.name}),t===`rename`&&/* @__PURE__ */ Z(rF,{scope:e.scope,name:e.name,onDone:()=>g(!1),onCancel:()=>g(!0)}),t===`move`&&/* @__PURE__ */ Z(nF,{scope:e.scope,name:e.name,onDone:()=>g(!1),onCancel:()=>g(!0)}),t===`delete`&&/* @__PURE__ */ Z(_P,{danger:!0,message:Y(`delete.question`,{name:e.name,scope:c(e.scope)}),confirmLabel:Y(`delete.confirm`),onConfirm:()=>void y(),onCancel:()=>g(!0)})]}),n&&/* @__PURE__ */ Z(`div`,{id:f,class:`troupe-skill-panel`,children:/* @__PURE__ */ Z(cF,{scope:e.scope,name:e.name,onClose:()=>{h(`edit`),i(m,!1)}})})]})}var pF=gM(fF);function mF({groups:e,active:t,editing:n,limit:r,labelOf:i,onPanel:a,onEdit:o,onShowMore:s}){let c=r,l=0;for(let t of e)l+=t.skills.length;return/* @__PURE__ */ Z(`div`,{class:`troupe-skill-groups`,children:[e.map(e=>{if(c<=0)return null;let r=e.skills.slice(0,c);return c-=r.length,/* @__PURE__ */ Z(hF,{title:i(e.scope),count:e.skills.length,children:r.map(e=>{let r=YP(e);return/* @__PURE__ */ Z(pF,{skill:e,panel:t?.key===r?t.panel:null,editing:n.has(r),onPanel:a,onEdit:o},r)})},e.scope)}),l>r&&/* @__PURE__ */ Z(`p`,{children:[Y(`manage.showing`,{shown:r,total:l}),` `,/* @__PURE__ */ Z(Q,{onClick:s,children:Y(`manage.showMore`)})]})]})}function hF({title:e,count:t,children:n}){let r=X();return/* @__PURE__ */ Z(`section`,{class:`troupe-skill-group`,"aria-labelledby":r,children:[/* @__PURE__ */ Z(`h3`,{id:r,class:`troupe-skill-group__title`,children:[/* @__PURE__ */ Z(`span`,{children:e}),/* @__PURE__ */ Z(`span`,{class:`troupe-skill-group__count`,children:Y(`manage.groupCount`,{count:t})})]}),/* @__PURE__ */ Z(`ul`,{class:`troupe-skill-list`,children:n})]})}function gF(e){let t=N(/* @__PURE__ */ new Set),[n,r]=M(!1),i=()=>{r(!1),e.onClose()};return/* @__PURE__ */ Z(PP,{open:e.open,title:Y(`manage.title`),onClose:()=>t.current.size?r(!0):i(),class:`troupe-dialog--skills`,children:/* @__PURE__ */ Z(_F,{...e,dirty:t.current,confirmClose:n,onConfirmClose:i,onCancelClose:()=>r(!1)})})}function _F(e){let{inventory:t,actions:n,scopes:r=[],initialScope:i=`all`,progress:a,dirty:o}=e,s=nM(),c=N(null),[l,u]=M(i),[d,f]=M(``),[p,m]=M(200),[h,g]=M(null),[_,v]=M(()=>/* @__PURE__ */ new Set),[y,b]=M(null),[x,S]=M(null),[C,w]=M(null),[T,E]=M(!1),D=P(()=>new Map(r.map(e=>[e.scope,e.label])),[r]),O=Pe(e=>uM(e,D.get(e)),[D]),ee=P(()=>WP(t),[t]),te=P(()=>fM([`global`,...r.map(e=>e.scope),...ee]).map(e=>({scope:e,label:D.get(e)})),[r,ee,D]),[ne,re]=M(i!==`all`&&te.some(e=>e.scope===i)?i:`global`),k=GP(l,ee),A=P(()=>qP(KP(t,k,d)),[t,k,d]),ie=P(()=>({actions:n,messages:{push:s.push},inventory:t,targets:te,labelOf:O,run:async e=>{try{return await e()}catch(e){s.push(`error`,Y(`error.unexpected`,{message:e instanceof Error?e.message:String(e)}));return}},report:(e,t,n)=>e?e.ok?(s.push(`success`,e.message??t),e.warnings?.length&&s.push(`info`,Y(`common.warnings`),e.warnings),!0):(s.push(`error`,n,e.issues),!1):!1,focusSearch:()=>c.current?.focus(),setDirty:(e,t)=>{t?o.add(e):o.delete(e)}}),[n,s.push,t,te,O,o]),ae=Pe((e,t)=>{g(t?{key:e,panel:t}:null)},[]),oe=Pe((e,t)=>{v(n=>{if(n.has(e)===t)return n;let r=new Set(n);return t?r.add(e):r.delete(e),r})},[]),se=async(e,t,r)=>{E(!0),w(null);let i=await ie.run(()=>n.installFiles(e,t,{decisions:r,onProgress:w}));if(E(!1),w(null),!i)return;if(i.issues.length){S(null),s.push(`error`,Y(`install.failed`),i.issues);return}if(i.conflicts.length){S({source:e,scope:t,conflicts:i.conflicts});return}S(null);let a=[];i.installed.length&&a.push(Y(`install.installed`,{names:Uj(i.installed)})),i.unchanged.length&&a.push(Y(`install.unchanged`,{names:Uj(i.unchanged)})),i.kept?.length&&a.push(Y(`install.kept`,{names:Uj(i.kept)})),s.push(`success`,a.length?a.join(` `):Y(`install.nothing`)),i.warnings?.length&&s.push(`info`,Y(`common.warnings`),i.warnings)},ce=a??C;return/* @__PURE__ */ Z(LP.Provider,{value:ie,children:[e.confirmClose&&/* @__PURE__ */ Z(_P,{danger:!0,message:Y(`manage.discardQuestion`,{count:o.size}),confirmLabel:Y(`manage.discardClose`),cancelLabel:Y(`manage.keepEditing`),onConfirm:e.onConfirmClose,onCancel:e.onCancelClose}),/* @__PURE__ */ Z(tF,{scope:ne,targets:te,busy:T,open:y,onScope:re,onInstall:e=>void se(e,ne),onCreate:()=>b(e=>e===`create`?null:`create`),onBundled:()=>b(e=>e===`bundled`?null:`bundled`)}),/* @__PURE__ */ Z(`div`,{class:`troupe-skills-progress`,children:ce&&ce.total>0?/* @__PURE__ */ Z(IP,{done:ce.done,total:ce.total,label:ce.label}):T?/* @__PURE__ */ Z(`span`,{class:`troupe-progress__label`,children:Y(`install.working`)}):null}),y===`create`&&/* @__PURE__ */ Z(eF,{initialScope:ne,onCancel:()=>b(null),onCreated:(e,t)=>{b(null),u(`all`),f(``),oe(YP({scope:e,name:t}),!0)}}),y===`bundled`&&/* @__PURE__ */ Z(zP,{onDone:()=>b(null)}),x&&/* @__PURE__ */ Z(ZP,{conflicts:x.conflicts,busy:T,onApply:e=>void se(x.source,x.scope,e),onCancel:()=>{S(null),s.push(`info`,Y(`install.cancelled`))}}),/* @__PURE__ */ Z(rM,{api:s}),/* @__PURE__ */ Z(`div`,{class:`troupe-skills-filter`,children:[/* @__PURE__ */ Z(`label`,{children:[/* @__PURE__ */ Z(`span`,{children:Y(`manage.filter`)}),/* @__PURE__ */ Z(`select`,{value:k,onChange:e=>u(e.currentTarget.value),children:[/* @__PURE__ */ Z(`option`,{value:`all`,children:Y(`manage.allScopes`)}),ee.map(e=>/* @__PURE__ */ Z(`option`,{value:e,children:O(e)},e))]})]}),/* @__PURE__ */ Z(`input`,{ref:c,"data-autofocus":!0,type:`search`,"aria-label":Y(`manage.search`),placeholder:Y(`manage.searchPlaceholder`),value:d,onInput:e=>{f(e.currentTarget.value),m(200)}})]}),t.length===0?/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`manage.emptyAll`)}):A.length===0?/* @__PURE__ */ Z(`p`,{class:`troupe-empty`,children:Y(`manage.noMatch`)}):/* @__PURE__ */ Z(mF,{groups:A,active:h,editing:_,limit:p,labelOf:O,onPanel:ae,onEdit:oe,onShowMore:()=>m(e=>e+200)})]})}var vF={"consent.title":`This character card carries Troupe settings`,"consent.overrides":`Orchestration override for: {modes}.`,"consent.skills":`{n} {n:skill|skills} for this character: {names}.`,"consent.question":`Enable them? They run only after you agree, like embedded scripts.`,"consent.enable":`Enable`,"consent.ignore":`Not now`,"consent.done":`Enabled the card’s settings.`,"embedded.title":`Skills in the imported profile`,"embedded.intro":`The file carries {n} {n:skill|skills}. Choose what to do with each; they go to {scope}.`,"embedded.new":`new`,"embedded.same":`already installed, same content`,"embedded.differs":`installed, different content`,"embedded.invalid":`cannot be installed`,"embedded.install":`Install`,"embedded.replace":`Replace`,"embedded.skip":`Skip`,"embedded.choice":`What to do with {name}`,"embedded.apply":`Apply`,"embedded.applied":`Installed {n} {n:skill|skills}.`,"run.running":`running`,"panel.heading":`Multi-agent orchestration`,"trace.export":`Export last run trace`,"trace.usage":`{tokens} tokens · {seconds} s`,"detail.finalized":`finalized`,"detail.max-rounds":`round limit reached`,"detail.aborted":`stopped`,"detail.chat-changed":`chat changed`,"detail.error":`error`,"detail.completed":`capsule ready`,"detail.reused":`capsule reused`,"detail.empty":`no guidance`,"detail.failed":`failed`,"detail.skipped":`skipped`},yF={en:vF,"zh-CN":{"consent.title":`此角色卡带有 Troupe 设置`,"consent.overrides":`编排覆盖：{modes}。`,"consent.skills":`此角色的 {n} 个 Skill：{names}。`,"consent.question":`要启用吗？与内嵌脚本一样，需要你同意后才会生效。`,"consent.enable":`启用`,"consent.ignore":`暂不`,"consent.done":`已启用角色卡的设置。`,"embedded.title":`导入的配置中的 Skill`,"embedded.intro":`文件中带有 {n} 个 Skill。请为每个选择处理方式；它们将安装到 {scope}。`,"embedded.new":`新的`,"embedded.same":`已安装，内容相同`,"embedded.differs":`已安装，内容不同`,"embedded.invalid":`无法安装`,"embedded.install":`安装`,"embedded.replace":`替换`,"embedded.skip":`跳过`,"embedded.choice":`如何处理 {name}`,"embedded.apply":`应用`,"embedded.applied":`已安装 {n} 个 Skill。`,"run.running":`运行中`,"panel.heading":`多智能体编排`,"trace.export":`导出上一轮运行记录`,"trace.usage":`{tokens} 个 token · {seconds} 秒`,"detail.finalized":`已定稿`,"detail.max-rounds":`达到轮数上限`,"detail.aborted":`已停止`,"detail.chat-changed":`聊天已切换`,"detail.error":`出错`,"detail.completed":`胶囊已生成`,"detail.reused":`复用胶囊`,"detail.empty":`没有指导`,"detail.failed":`失败`,"detail.skipped":`已跳过`}};function bF(e,t){return Hj(yF[Bj.value][e]??vF[e],t)}function xF({app:e}){let t=e.card.value;if(e.profiles.settings.value,!t||!e.profiles.needsConsent(t))return null;let n=e.profiles.overrideModes(t),{skills:r}=zE(pD(t));return/* @__PURE__ */ Z(`div`,{class:`troupe-consent`,role:`alert`,children:[/* @__PURE__ */ Z(`strong`,{children:bF(`consent.title`)}),n.length>0&&/* @__PURE__ */ Z(`p`,{children:bF(`consent.overrides`,{modes:Uj(n)})}),r.length>0&&/* @__PURE__ */ Z(`p`,{children:bF(`consent.skills`,{n:r.length,names:Uj(r.map(e=>e.name))})}),/* @__PURE__ */ Z(`p`,{children:bF(`consent.question`)}),/* @__PURE__ */ Z(`div`,{class:`troupe-consent__actions`,children:[/* @__PURE__ */ Z(Q,{variant:`primary`,onClick:async()=>{let n=`character:${t.key}`,i=r.map(e=>qj(e,n).skill).filter(e=>!!e);if(i.length){let t=Object.fromEntries(i.map(e=>[e.name,{action:`keep`}]));await e.skills.installSkills(i,n,t)}await e.profiles.answerConsent(t,!0)},children:bF(`consent.enable`)}),/* @__PURE__ */ Z(Q,{onClick:()=>void e.profiles.answerConsent(t,!1),children:bF(`consent.ignore`)})]})]})}function SF({skills:e,scope:t,inventory:n,service:r,onDone:i}){let a=P(()=>e.map(e=>{let r=qj(e,t),i=n.find(n=>n.scope===t&&n.name===e.name),a=r.skill?i?i.hash===r.skill.hash?`same`:`differs`:`new`:`invalid`;return{name:e.name,parsed:r,state:a}}),[e,t,n]),[o,s]=M(()=>Object.fromEntries(a.map(e=>[e.name,e.state===`new`?`install`:`skip`]))),[c,l]=M(!1);return/* @__PURE__ */ Z(PP,{open:!0,title:bF(`embedded.title`),onClose:()=>i(),children:[/* @__PURE__ */ Z(`p`,{children:bF(`embedded.intro`,{n:e.length,scope:uM(t)})}),/* @__PURE__ */ Z(`ul`,{class:`troupe-embedded`,children:a.map(e=>/* @__PURE__ */ Z(`li`,{class:`troupe-embedded__row`,children:[/* @__PURE__ */ Z(`strong`,{children:e.name}),` `,/* @__PURE__ */ Z(`span`,{class:`troupe-embedded__state`,children:[`— `,bF(`embedded.${e.state}`)]}),e.state===`invalid`?/* @__PURE__ */ Z(tM,{issues:e.parsed.issues}):/* @__PURE__ */ Z(`select`,{"aria-label":bF(`embedded.choice`,{name:e.name}),value:o[e.name],onChange:t=>s({...o,[e.name]:t.currentTarget.value}),children:[e.state===`new`&&/* @__PURE__ */ Z(`option`,{value:`install`,children:bF(`embedded.install`)}),e.state===`differs`&&/* @__PURE__ */ Z(`option`,{value:`replace`,children:bF(`embedded.replace`)}),/* @__PURE__ */ Z(`option`,{value:`skip`,children:bF(`embedded.skip`)})]})]},e.name))}),/* @__PURE__ */ Z(Q,{variant:`primary`,disabled:c,onClick:async()=>{l(!0);let e=a.filter(e=>e.parsed.skill&&o[e.name]!==`skip`),n=Object.fromEntries(e.map(e=>[e.name,{action:`replace`}])),s=await r.installSkills(e.map(e=>e.parsed.skill),t,n);l(!1),i(bF(`embedded.applied`,{n:s.installed.length}))},children:bF(`embedded.apply`)})]})}var CF={completed:`done`,reused:`done`,cancelled:`aborted`,failed:`error`};function wF(e){let t=e.orchestrator?.running.value,n=e.orchestrator?.lastRun.value,r=e.orchestrator?.runNotice.value;if(t)return{status:`running`,mode:t.mode,...r?{detail:r}:{}};if(!n)return null;let i=`detail.${n.detail}`,a=i in vF?bF(i):n.detail;return{status:CF[n.outcome],mode:n.mode,durationMs:n.durationMs,detail:a,error:n.message}}function TF({app:e}){let{profiles:t,skills:n}=e,[r,i]=M(!1),[a,o]=M(null),s=P(()=>Xj(e,{openManageSkills:()=>i(!0),offerEmbeddedSkills:(e,t)=>o({skills:e,scope:t})}),[e]),c=t.mode.value,l=t.drafts.value[c],u=t.libraries.value[c],d=t.dirty.value,f=P(()=>({items:u.presets.map(e=>({id:e.id,name:e.name})),activeId:u.activePresetId,dirty:d}),[u,d]),p=e.host?.connections()??[],m=P(()=>p.filter(e=>e.name!==``).map(e=>({value:e.name,label:e.label})),[p.map(e=>`${e.name}\u0000${e.label}`).join(``)]),h=e.card.value,g=P(()=>h?{name:h.name,avatar:h.key,overrideActive:t.overrideModes(h).includes(c)}:null,[h,c]),_=u.presets.find(e=>e.id===u.activePresetId),v=P(()=>[{scope:KE(c,u.activePresetId),label:_?.name},...h?[{scope:`character:${h.key}`,label:h.name}]:[]],[c,u.activePresetId,_?.name,h]),y=t.libraries.value,b=P(()=>{let e=/* @__PURE__ */ new Map;for(let t of CT)for(let n of y[t].presets)e.set(KE(t,n.id),`${t} · ${n.name}`);return h&&e.set(`character:${h.key}`,h.name),e},[y,h]);return/* @__PURE__ */ Z(dM.Provider,{value:b,children:/* @__PURE__ */ Z(`div`,{class:`troupe-root troupe-panel-host`,children:[/* @__PURE__ */ Z(xF,{app:e}),/* @__PURE__ */ Z(kP,{enabled:t.settings.value.enabled,profile:l,onChange:e=>t.setDraft(c,e),presets:f,connections:m,availableTools:e.tools.available.value,inventory:n.inventory.value,card:g,lastRun:wF(e),actions:s}),/* @__PURE__ */ Z(EF,{app:e}),/* @__PURE__ */ Z(gF,{open:r,onClose:()=>i(!1),inventory:n.inventory.value,actions:n,scopes:v}),a&&/* @__PURE__ */ Z(SF,{...a,inventory:n.inventory.value,service:n,onDone:()=>o(null)})]})})}function EF({app:e}){let t=e.orchestrator?.lastTrace.value,n=e.orchestrator?.lastRun.value;return!t||!n?null:/* @__PURE__ */ Z(`div`,{class:`troupe-trace-export`,children:[/* @__PURE__ */ Z(Q,{onClick:()=>kc(`troupe-trace-${n.mode}-${new Date(n.startedAt).toISOString().replace(/[:.]/g,`-`)}.json`,JSON.stringify(t.toJSON(),null,2),`application/json`),children:bF(`trace.export`)}),/* @__PURE__ */ Z(`span`,{class:`troupe-trace-export__usage`,children:bF(`trace.usage`,{tokens:n.usage?.totalTokens??0,seconds:(n.durationMs/1e3).toFixed(1)})})]})}var DF=globalThis.SillyTavern,OF=Sj(DF);wj(OF),Bj.value=Vj(OF.locale());async function kF(){await OF.ready();let e=tO({host:OF,scheduler:e=>requestAnimationFrame(()=>e())});await e.ready;let t=DO({...e,currentCard:()=>OF.currentCard()});Lj(DF?.getContext?.(),t,{notify:(e,t)=>OF.notify(e,t)}),globalThis.troupe={...e,commands:t};let n=()=>{let t=Dj({locale:OF.locale()});return t&&!t.hasChildNodes()&&fe(/* @__PURE__ */ Z(TF,{app:e}),t),!!t};if(!n()){let e=DF?.getContext?.();e?.eventSource?.on(e.eventTypes?.APP_READY??`app_ready`,()=>void n())}}kF().catch(e=>{console.error(`Troupe failed to start`,e),OF.notify(`error`,`Troupe failed to start: ${e instanceof Error?e.message:String(e)}`)});