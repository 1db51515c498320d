# expect: guest SystemExit
# technique: an uncaught sys.exit(3) ends the run as a GuestError; the host process does not exit
import sys

print("leaving")
sys.exit(3)
