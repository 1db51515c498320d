rows = [
    ("alpha", 3.14159265, 42, -7),
    ("beta", 1234567.891, 7, 15),
    ("gamma", 0.000123456, 123456, 0),
    ("δelta", -2.5, -1, 255),
]
for name, x, n, m in rows:
    print(f"|{name:<8}|{name:>8}|{name:^9}|{x:10.3f}|{x:>+12.4e}|{x:g}|{n:05d}|{n:+,}|{m:#x}|{m:08b}|{m:o}|")

print("{:*^20}".format(" centered "))
print("{0:{fill}{align}{width}}|".format("dyn", fill="-", align=">", width=10))
print(f"{'tab':>{6}}|{3.5:{'.2f'}}|{12:{'^'}{7}}|")
print("%-10s|%5.1f|%03d|%x|%r|%%" % ("old", 2.25, 7, 255, "q"))
print("%(name)s is %(age)d" % {"name": "Bo", "age": 9})
print(f"{1e21}", f"{1e-5}", f"{0.1 + 0.2}", f"{2/3:.15g}", f"{100.0:.0f}", f"{-0.0}")
print(f"{12345.6789:_.2f}", f"{10**10:_d}", f"{0.5:%}", f"{0.125:.1%}", f"{7:c}" if False else chr(65))
print(f"{'x'!r:>5}", f"{'é'!a}", f"{3!s:>3}", repr("it's \"q\""), ascii("naïve\n"))
print(format(255, "X"), format(-3.14159, "08.2f"), format(True, "d"), format(5, ""), format("s", "<3") + "|")
print(str(1.0), str(1e16), str(123456789012345678.0), repr(1/3), 2**0.5, float("nan"), -float("inf"))
print("a,b,,c".split(","), "  padded\t".strip(), "Title case words".title(), "ß".upper(), "ǅ".lower(), "x".zfill(4), "-42".zfill(6))
print("hello world".partition(" "), "a=b=c".rpartition("="), "tab\tsep".expandtabs(4), "CaSe".swapcase(), "Straße".casefold())
table = str.maketrans({"a": "4", "e": "3", "o": None})
"leet code forever".translate(table), "{:>{w}.{p}f}".format(3.14159, w=9, p=3), f"{'nested ' + f'{1+1}'}"
