import re
from dataclasses import dataclass
from typing import List

TOKEN_RE = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")


@dataclass
class Token:
    kind: str
    value: str


def tokenize(text: str) -> List[Token]:
    tokens = []
    for num, op in TOKEN_RE.findall(text):
        if num:
            tokens.append(Token("NUM", num))
        elif op in "+-*/()":
            tokens.append(Token("OP", op))
        elif op.strip():
            raise SyntaxError(f"unexpected character {op!r}")
    tokens.append(Token("EOF", ""))
    return tokens


class Parser:
    def __init__(self, tokens: List[Token]):
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> Token:
        return self.tokens[self.pos]

    def take(self) -> Token:
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def expr(self) -> float:
        value = self.term()
        while self.peek().value in ("+", "-"):
            op = self.take().value
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self) -> float:
        value = self.factor()
        while self.peek().value in ("*", "/"):
            op = self.take().value
            rhs = self.factor()
            value = value * rhs if op == "*" else value / rhs
        return value

    def factor(self) -> float:
        tok = self.take()
        if tok.value == "-":
            return -self.factor()
        if tok.value == "(":
            value = self.expr()
            if self.take().value != ")":
                raise SyntaxError("expected ')'")
            return value
        if tok.kind == "NUM":
            return float(tok.value) if "." in tok.value else int(tok.value)
        raise SyntaxError(f"unexpected token {tok.value or 'end of input'!r}")


def evaluate(text: str):
    return Parser(tokenize(text)).expr()


for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 10)", "2 * (3 + ", "7 $ 2", "10 / 4 - 0.5", "1/0"]:
    try:
        print(f"{src!r:>16} => {evaluate(src)}")
    except (SyntaxError, ZeroDivisionError) as e:
        print(f"{src!r:>16} => {type(e).__name__}: {e}")
[t.kind for t in tokenize("3.5*(2-1)")]
