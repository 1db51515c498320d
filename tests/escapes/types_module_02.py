# expect: compile STK-V003
# technique: types.FunctionType to make a function from a code object
import types
types.FunctionType
