# expect: compile STK-V003
# technique: the Task class through the module, to build a task around a fake loop
import asyncio
asyncio.Task
