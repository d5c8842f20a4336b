/**
 * Script-injection payloads for every field of server HTML. Each one, if it ever ran, would set
 * `window.__xss` (or open an alert), so a test proves safety by rendering them all and checking
 * that nothing happened. The forms cover what sanitizers have missed over the years: plain
 * scripts, event handlers, `javascript:` URLs hidden by entities, case, whitespace and control
 * characters, SVG and MathML namespaces, iframe srcdoc, and mutation XSS (markup that changes
 * meaning when the browser parses the sanitizer's output again).
 */
export const XSS_MARK = '__xss';

const run = `window.${XSS_MARK}=1`;

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${run}</script>`,
  `<SCRIPT SRC="data:text/javascript,${run}"></SCRIPT>`,
  `<img src="x" onerror="${run}">`,
  `<img src=x onerror=alert(1)>`,
  `<p onmouseover="${run}" onclick="${run}">hover</p>`,
  `<body onload="${run}">`,
  `<a href="javascript:${run}">js link</a>`,
  `<a href="JaVaScRiPt:${run}">case link</a>`,
  `<a href=" &#14; javascript:${run}">space link</a>`,
  `<a href="jav&#x09;ascript:${run}">tab entity link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run}">entity link</a>`,
  `<a href="java\nscript:${run}">newline link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data link</a>`,
  `<a href="vbscript:msgbox(1)">vb link</a>`,
  `<svg><script>${run}</script></svg>`,
  `<svg onload="${run}"></svg>`,
  `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin="${run}" attributeName="x" dur="1s"></animate></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${run}">math</maction></math>`,
  `<iframe srcdoc="&lt;script&gt;parent.${run}&lt;/script&gt;"></iframe>`,
  `<iframe src="javascript:parent.${run}"></iframe>`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="javascript:${run}">`,
  `<form action="javascript:${run}"><button type="submit">form</button></form>`,
  `<details open ontoggle="${run}">details</details>`,
  `<video><source onerror="${run}"></video>`,
  `<input autofocus onfocus="${run}">`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${run}">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${run} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`,
  `<style>@import 'javascript:${run}';</style>`,
  `<div style="background:url(javascript:${run})">style</div>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<base href="javascript:${run}//">`,
  `<template><script>${run}</script></template>`,
  `<!--<img src=x onerror=${run}>-->`,
  `<img src="x" alt="\`\`"onerror=${run}>`,
];

/**
 * Every payload in one HTML document, after a visible marker (its own paragraph) and a harmless
 * link, so a test knows it rendered (some mutation forms swallow what follows them).
 */
export function xssHtml(marker: string): string {
  return `<p>${marker}</p><p><a href="https://example.com/ok">ok</a></p>${XSS_PAYLOADS.join('\n')}`;
}
