# expect: compile STK-V003
# technique: bz2.open / BZ2File would reach the filesystem
import bz2
bz2.open("/etc/passwd").read()
