# expect: value 3000
# technique: sleeping Fractions with large coprime denominators so an exact clock's denominator would grow with every timer
# limits: wall=5
# entry: main
import asyncio
from fractions import Fraction


async def main():
    n = 0
    for i in range(3000):
        await asyncio.sleep(Fraction(1, 10**40 + 2 * i + 1))
        n += 1
    return n
