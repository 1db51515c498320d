# expect: compile STK-V003
# technique: gi_frame.f_back to walk to the host frame
(x for x in []).gi_frame.f_back
