// splitRules (src/styles/css-rules.ts): goober's text cut into the rules insertRule takes, one each.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { splitRules } from "../src/styles/css-rules.ts";

const split = suite("splitting goober's text into rules");

split("a component's rules and its @media block come out one rule each, in order", () => {
  assert.equal(splitRules(".go1{display:grid;}.go1 > *{min-width:0;}@media (min-width: 960px){.go1{gap:2rem;}.go1 p{margin:0;}}"), [
    ".go1{display:grid;}",
    ".go1 > *{min-width:0;}",
    "@media (min-width: 960px){.go1{gap:2rem;}.go1 p{margin:0;}}",
  ]);
});

split("braces inside strings and comments do not end a rule", () => {
  assert.equal(splitRules(`.a::before{content:"}";}/* { */.b::after{content:'\\'{'}`), [
    `.a::before{content:"}";}`,
    `/* { */.b::after{content:'\\'{'}`,
  ]);
});

split("keyframes stay whole, and empty text gives no rule", () => {
  assert.equal(splitRules("@keyframes spin{from{opacity:0}to{opacity:1}}"), ["@keyframes spin{from{opacity:0}to{opacity:1}}"]);
  assert.equal(splitRules(""), []);
  assert.equal(splitRules("  "), []);
});

split.run();
