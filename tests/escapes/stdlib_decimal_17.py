# expect: compile STK-V003
# technique: decimal.BasicContext through the module facade
import decimal
decimal.BasicContext.traps
