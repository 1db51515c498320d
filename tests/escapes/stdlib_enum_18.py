# expect: compile STK-V003
# technique: enum.nonmember and enum.member through the module
import enum
enum.nonmember(1)
