# expect: compile STK-V004
# technique: lzma (its default preset asks liblzma for about 94 MB outside the guest's accounting) stays refused
import lzma
lzma.compress(b"x")
