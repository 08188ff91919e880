; Division by a constant (lower.c: UDIVK, SDIVK, UREMK, SREMK for a divisor
; that cannot trap): quotients and remainders at the edges of each width,
; both signs, and exact's poison.  --trace=exec lowers to the general
; ops: the same results.  Division by 0 and signed by -1 keep the general
; op and its checks.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
; RUN: sh -c '%ehi run --entry byzero %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ZERO
; ZERO: ehi: undefined behaviour: integer division by zero [X-UB-4]
; ZERO: status 66
; RUN: sh -c '%ehi run --entry overflow %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; OVF: ehi: undefined behaviour: signed division overflow (-2147483648 / -1) [X-UB-5]
; OVF: status 66
; RUN: sh -c '%ehi run --entry inexact %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=EXACT
; RUN: sh -c '%ehi run --trace=exec --entry inexact %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=EXACT
; EXACT: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; EXACT: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global i8 0
@g2 = global i8 0
@g3 = global i8 0
@g4 = global i8 0
@g5 = global i8 0
@g6 = global i8 0
@g7 = global i8 0
@g8 = global i8 0
@g9 = global i8 0
@g10 = global i8 0
@g11 = global i8 0
@g12 = global i8 0
@g13 = global i8 0
@g14 = global i8 0
@g15 = global i8 0
@g16 = global i8 0
@g17 = global i8 0
@g18 = global i8 0
@g19 = global i8 0
@g20 = global i8 0
@g21 = global i8 0
@g22 = global i8 0
@g23 = global i8 0
@g24 = global i8 0
@g25 = global i8 0
@g26 = global i8 0
@g27 = global i8 0
@g28 = global i8 0
@g29 = global i8 1
@g30 = global i8 1
@g31 = global i8 1
@g32 = global i8 1
@g33 = global i8 1
@g34 = global i8 1
@g35 = global i8 1
@g36 = global i8 1
@g37 = global i8 1
@g38 = global i8 1
@g39 = global i8 1
@g40 = global i8 1
@g41 = global i8 1
@g42 = global i8 1
@g43 = global i8 1
@g44 = global i8 1
@g45 = global i8 1
@g46 = global i8 1
@g47 = global i8 1
@g48 = global i8 1
@g49 = global i8 1
@g50 = global i8 1
@g51 = global i8 1
@g52 = global i8 1
@g53 = global i8 1
@g54 = global i8 1
@g55 = global i8 1
@g56 = global i8 1
@g57 = global i8 7
@g58 = global i8 7
@g59 = global i8 7
@g60 = global i8 7
@g61 = global i8 7
@g62 = global i8 7
@g63 = global i8 7
@g64 = global i8 7
@g65 = global i8 7
@g66 = global i8 7
@g67 = global i8 7
@g68 = global i8 7
@g69 = global i8 7
@g70 = global i8 7
@g71 = global i8 7
@g72 = global i8 7
@g73 = global i8 7
@g74 = global i8 7
@g75 = global i8 7
@g76 = global i8 7
@g77 = global i8 7
@g78 = global i8 7
@g79 = global i8 7
@g80 = global i8 7
@g81 = global i8 7
@g82 = global i8 7
@g83 = global i8 7
@g84 = global i8 7
@g85 = global i8 100
@g86 = global i8 100
@g87 = global i8 100
@g88 = global i8 100
@g89 = global i8 100
@g90 = global i8 100
@g91 = global i8 100
@g92 = global i8 100
@g93 = global i8 100
@g94 = global i8 100
@g95 = global i8 100
@g96 = global i8 100
@g97 = global i8 100
@g98 = global i8 100
@g99 = global i8 100
@g100 = global i8 100
@g101 = global i8 100
@g102 = global i8 100
@g103 = global i8 100
@g104 = global i8 100
@g105 = global i8 100
@g106 = global i8 100
@g107 = global i8 100
@g108 = global i8 100
@g109 = global i8 100
@g110 = global i8 100
@g111 = global i8 100
@g112 = global i8 100
@g113 = global i8 -1
@g114 = global i8 -1
@g115 = global i8 -1
@g116 = global i8 -1
@g117 = global i8 -1
@g118 = global i8 -1
@g119 = global i8 -1
@g120 = global i8 -1
@g121 = global i8 -1
@g122 = global i8 -1
@g123 = global i8 -1
@g124 = global i8 -1
@g125 = global i8 -1
@g126 = global i8 -1
@g127 = global i8 -1
@g128 = global i8 -1
@g129 = global i8 -1
@g130 = global i8 -1
@g131 = global i8 -1
@g132 = global i8 -1
@g133 = global i8 -1
@g134 = global i8 -1
@g135 = global i8 -1
@g136 = global i8 -1
@g137 = global i8 -1
@g138 = global i8 -1
@g139 = global i8 -1
@g140 = global i8 -1
@g141 = global i8 -7
@g142 = global i8 -7
@g143 = global i8 -7
@g144 = global i8 -7
@g145 = global i8 -7
@g146 = global i8 -7
@g147 = global i8 -7
@g148 = global i8 -7
@g149 = global i8 -7
@g150 = global i8 -7
@g151 = global i8 -7
@g152 = global i8 -7
@g153 = global i8 -7
@g154 = global i8 -7
@g155 = global i8 -7
@g156 = global i8 -7
@g157 = global i8 -7
@g158 = global i8 -7
@g159 = global i8 -7
@g160 = global i8 -7
@g161 = global i8 -7
@g162 = global i8 -7
@g163 = global i8 -7
@g164 = global i8 -7
@g165 = global i8 -7
@g166 = global i8 -7
@g167 = global i8 -7
@g168 = global i8 -7
@g169 = global i8 -100
@g170 = global i8 -100
@g171 = global i8 -100
@g172 = global i8 -100
@g173 = global i8 -100
@g174 = global i8 -100
@g175 = global i8 -100
@g176 = global i8 -100
@g177 = global i8 -100
@g178 = global i8 -100
@g179 = global i8 -100
@g180 = global i8 -100
@g181 = global i8 -100
@g182 = global i8 -100
@g183 = global i8 -100
@g184 = global i8 -100
@g185 = global i8 -100
@g186 = global i8 -100
@g187 = global i8 -100
@g188 = global i8 -100
@g189 = global i8 -100
@g190 = global i8 -100
@g191 = global i8 -100
@g192 = global i8 -100
@g193 = global i8 -100
@g194 = global i8 -100
@g195 = global i8 -100
@g196 = global i8 -100
@g197 = global i8 -128
@g198 = global i8 -128
@g199 = global i8 -128
@g200 = global i8 -128
@g201 = global i8 -128
@g202 = global i8 -128
@g203 = global i8 -128
@g204 = global i8 -128
@g205 = global i8 -128
@g206 = global i8 -128
@g207 = global i8 -128
@g208 = global i8 -128
@g209 = global i8 -128
@g210 = global i8 -128
@g211 = global i8 -128
@g212 = global i8 -128
@g213 = global i8 -128
@g214 = global i8 -128
@g215 = global i8 -128
@g216 = global i8 -128
@g217 = global i8 -128
@g218 = global i8 -128
@g219 = global i8 -128
@g220 = global i8 -128
@g221 = global i8 -128
@g222 = global i8 -128
@g223 = global i8 -128
@g224 = global i8 -128
@g225 = global i8 127
@g226 = global i8 127
@g227 = global i8 127
@g228 = global i8 127
@g229 = global i8 127
@g230 = global i8 127
@g231 = global i8 127
@g232 = global i8 127
@g233 = global i8 127
@g234 = global i8 127
@g235 = global i8 127
@g236 = global i8 127
@g237 = global i8 127
@g238 = global i8 127
@g239 = global i8 127
@g240 = global i8 127
@g241 = global i8 127
@g242 = global i8 127
@g243 = global i8 127
@g244 = global i8 127
@g245 = global i8 127
@g246 = global i8 127
@g247 = global i8 127
@g248 = global i8 127
@g249 = global i8 127
@g250 = global i8 127
@g251 = global i8 127
@g252 = global i8 127
@g253 = global i16 0
@g254 = global i16 0
@g255 = global i16 0
@g256 = global i16 0
@g257 = global i16 0
@g258 = global i16 0
@g259 = global i16 0
@g260 = global i16 0
@g261 = global i16 0
@g262 = global i16 0
@g263 = global i16 0
@g264 = global i16 0
@g265 = global i16 0
@g266 = global i16 0
@g267 = global i16 0
@g268 = global i16 0
@g269 = global i16 0
@g270 = global i16 0
@g271 = global i16 0
@g272 = global i16 0
@g273 = global i16 0
@g274 = global i16 0
@g275 = global i16 0
@g276 = global i16 0
@g277 = global i16 0
@g278 = global i16 0
@g279 = global i16 0
@g280 = global i16 0
@g281 = global i16 1
@g282 = global i16 1
@g283 = global i16 1
@g284 = global i16 1
@g285 = global i16 1
@g286 = global i16 1
@g287 = global i16 1
@g288 = global i16 1
@g289 = global i16 1
@g290 = global i16 1
@g291 = global i16 1
@g292 = global i16 1
@g293 = global i16 1
@g294 = global i16 1
@g295 = global i16 1
@g296 = global i16 1
@g297 = global i16 1
@g298 = global i16 1
@g299 = global i16 1
@g300 = global i16 1
@g301 = global i16 1
@g302 = global i16 1
@g303 = global i16 1
@g304 = global i16 1
@g305 = global i16 1
@g306 = global i16 1
@g307 = global i16 1
@g308 = global i16 1
@g309 = global i16 7
@g310 = global i16 7
@g311 = global i16 7
@g312 = global i16 7
@g313 = global i16 7
@g314 = global i16 7
@g315 = global i16 7
@g316 = global i16 7
@g317 = global i16 7
@g318 = global i16 7
@g319 = global i16 7
@g320 = global i16 7
@g321 = global i16 7
@g322 = global i16 7
@g323 = global i16 7
@g324 = global i16 7
@g325 = global i16 7
@g326 = global i16 7
@g327 = global i16 7
@g328 = global i16 7
@g329 = global i16 7
@g330 = global i16 7
@g331 = global i16 7
@g332 = global i16 7
@g333 = global i16 7
@g334 = global i16 7
@g335 = global i16 7
@g336 = global i16 7
@g337 = global i16 100
@g338 = global i16 100
@g339 = global i16 100
@g340 = global i16 100
@g341 = global i16 100
@g342 = global i16 100
@g343 = global i16 100
@g344 = global i16 100
@g345 = global i16 100
@g346 = global i16 100
@g347 = global i16 100
@g348 = global i16 100
@g349 = global i16 100
@g350 = global i16 100
@g351 = global i16 100
@g352 = global i16 100
@g353 = global i16 100
@g354 = global i16 100
@g355 = global i16 100
@g356 = global i16 100
@g357 = global i16 100
@g358 = global i16 100
@g359 = global i16 100
@g360 = global i16 100
@g361 = global i16 100
@g362 = global i16 100
@g363 = global i16 100
@g364 = global i16 100
@g365 = global i16 -1
@g366 = global i16 -1
@g367 = global i16 -1
@g368 = global i16 -1
@g369 = global i16 -1
@g370 = global i16 -1
@g371 = global i16 -1
@g372 = global i16 -1
@g373 = global i16 -1
@g374 = global i16 -1
@g375 = global i16 -1
@g376 = global i16 -1
@g377 = global i16 -1
@g378 = global i16 -1
@g379 = global i16 -1
@g380 = global i16 -1
@g381 = global i16 -1
@g382 = global i16 -1
@g383 = global i16 -1
@g384 = global i16 -1
@g385 = global i16 -1
@g386 = global i16 -1
@g387 = global i16 -1
@g388 = global i16 -1
@g389 = global i16 -1
@g390 = global i16 -1
@g391 = global i16 -1
@g392 = global i16 -1
@g393 = global i16 -7
@g394 = global i16 -7
@g395 = global i16 -7
@g396 = global i16 -7
@g397 = global i16 -7
@g398 = global i16 -7
@g399 = global i16 -7
@g400 = global i16 -7
@g401 = global i16 -7
@g402 = global i16 -7
@g403 = global i16 -7
@g404 = global i16 -7
@g405 = global i16 -7
@g406 = global i16 -7
@g407 = global i16 -7
@g408 = global i16 -7
@g409 = global i16 -7
@g410 = global i16 -7
@g411 = global i16 -7
@g412 = global i16 -7
@g413 = global i16 -7
@g414 = global i16 -7
@g415 = global i16 -7
@g416 = global i16 -7
@g417 = global i16 -7
@g418 = global i16 -7
@g419 = global i16 -7
@g420 = global i16 -7
@g421 = global i16 -100
@g422 = global i16 -100
@g423 = global i16 -100
@g424 = global i16 -100
@g425 = global i16 -100
@g426 = global i16 -100
@g427 = global i16 -100
@g428 = global i16 -100
@g429 = global i16 -100
@g430 = global i16 -100
@g431 = global i16 -100
@g432 = global i16 -100
@g433 = global i16 -100
@g434 = global i16 -100
@g435 = global i16 -100
@g436 = global i16 -100
@g437 = global i16 -100
@g438 = global i16 -100
@g439 = global i16 -100
@g440 = global i16 -100
@g441 = global i16 -100
@g442 = global i16 -100
@g443 = global i16 -100
@g444 = global i16 -100
@g445 = global i16 -100
@g446 = global i16 -100
@g447 = global i16 -100
@g448 = global i16 -100
@g449 = global i16 -32768
@g450 = global i16 -32768
@g451 = global i16 -32768
@g452 = global i16 -32768
@g453 = global i16 -32768
@g454 = global i16 -32768
@g455 = global i16 -32768
@g456 = global i16 -32768
@g457 = global i16 -32768
@g458 = global i16 -32768
@g459 = global i16 -32768
@g460 = global i16 -32768
@g461 = global i16 -32768
@g462 = global i16 -32768
@g463 = global i16 -32768
@g464 = global i16 -32768
@g465 = global i16 -32768
@g466 = global i16 -32768
@g467 = global i16 -32768
@g468 = global i16 -32768
@g469 = global i16 -32768
@g470 = global i16 -32768
@g471 = global i16 -32768
@g472 = global i16 -32768
@g473 = global i16 -32768
@g474 = global i16 -32768
@g475 = global i16 -32768
@g476 = global i16 -32768
@g477 = global i16 32767
@g478 = global i16 32767
@g479 = global i16 32767
@g480 = global i16 32767
@g481 = global i16 32767
@g482 = global i16 32767
@g483 = global i16 32767
@g484 = global i16 32767
@g485 = global i16 32767
@g486 = global i16 32767
@g487 = global i16 32767
@g488 = global i16 32767
@g489 = global i16 32767
@g490 = global i16 32767
@g491 = global i16 32767
@g492 = global i16 32767
@g493 = global i16 32767
@g494 = global i16 32767
@g495 = global i16 32767
@g496 = global i16 32767
@g497 = global i16 32767
@g498 = global i16 32767
@g499 = global i16 32767
@g500 = global i16 32767
@g501 = global i16 32767
@g502 = global i16 32767
@g503 = global i16 32767
@g504 = global i16 32767
@g505 = global i32 0
@g506 = global i32 0
@g507 = global i32 0
@g508 = global i32 0
@g509 = global i32 0
@g510 = global i32 0
@g511 = global i32 0
@g512 = global i32 0
@g513 = global i32 0
@g514 = global i32 0
@g515 = global i32 0
@g516 = global i32 0
@g517 = global i32 0
@g518 = global i32 0
@g519 = global i32 0
@g520 = global i32 0
@g521 = global i32 0
@g522 = global i32 0
@g523 = global i32 0
@g524 = global i32 0
@g525 = global i32 0
@g526 = global i32 0
@g527 = global i32 0
@g528 = global i32 0
@g529 = global i32 0
@g530 = global i32 0
@g531 = global i32 0
@g532 = global i32 0
@g533 = global i32 1
@g534 = global i32 1
@g535 = global i32 1
@g536 = global i32 1
@g537 = global i32 1
@g538 = global i32 1
@g539 = global i32 1
@g540 = global i32 1
@g541 = global i32 1
@g542 = global i32 1
@g543 = global i32 1
@g544 = global i32 1
@g545 = global i32 1
@g546 = global i32 1
@g547 = global i32 1
@g548 = global i32 1
@g549 = global i32 1
@g550 = global i32 1
@g551 = global i32 1
@g552 = global i32 1
@g553 = global i32 1
@g554 = global i32 1
@g555 = global i32 1
@g556 = global i32 1
@g557 = global i32 1
@g558 = global i32 1
@g559 = global i32 1
@g560 = global i32 1
@g561 = global i32 7
@g562 = global i32 7
@g563 = global i32 7
@g564 = global i32 7
@g565 = global i32 7
@g566 = global i32 7
@g567 = global i32 7
@g568 = global i32 7
@g569 = global i32 7
@g570 = global i32 7
@g571 = global i32 7
@g572 = global i32 7
@g573 = global i32 7
@g574 = global i32 7
@g575 = global i32 7
@g576 = global i32 7
@g577 = global i32 7
@g578 = global i32 7
@g579 = global i32 7
@g580 = global i32 7
@g581 = global i32 7
@g582 = global i32 7
@g583 = global i32 7
@g584 = global i32 7
@g585 = global i32 7
@g586 = global i32 7
@g587 = global i32 7
@g588 = global i32 7
@g589 = global i32 100
@g590 = global i32 100
@g591 = global i32 100
@g592 = global i32 100
@g593 = global i32 100
@g594 = global i32 100
@g595 = global i32 100
@g596 = global i32 100
@g597 = global i32 100
@g598 = global i32 100
@g599 = global i32 100
@g600 = global i32 100
@g601 = global i32 100
@g602 = global i32 100
@g603 = global i32 100
@g604 = global i32 100
@g605 = global i32 100
@g606 = global i32 100
@g607 = global i32 100
@g608 = global i32 100
@g609 = global i32 100
@g610 = global i32 100
@g611 = global i32 100
@g612 = global i32 100
@g613 = global i32 100
@g614 = global i32 100
@g615 = global i32 100
@g616 = global i32 100
@g617 = global i32 -1
@g618 = global i32 -1
@g619 = global i32 -1
@g620 = global i32 -1
@g621 = global i32 -1
@g622 = global i32 -1
@g623 = global i32 -1
@g624 = global i32 -1
@g625 = global i32 -1
@g626 = global i32 -1
@g627 = global i32 -1
@g628 = global i32 -1
@g629 = global i32 -1
@g630 = global i32 -1
@g631 = global i32 -1
@g632 = global i32 -1
@g633 = global i32 -1
@g634 = global i32 -1
@g635 = global i32 -1
@g636 = global i32 -1
@g637 = global i32 -1
@g638 = global i32 -1
@g639 = global i32 -1
@g640 = global i32 -1
@g641 = global i32 -1
@g642 = global i32 -1
@g643 = global i32 -1
@g644 = global i32 -1
@g645 = global i32 -7
@g646 = global i32 -7
@g647 = global i32 -7
@g648 = global i32 -7
@g649 = global i32 -7
@g650 = global i32 -7
@g651 = global i32 -7
@g652 = global i32 -7
@g653 = global i32 -7
@g654 = global i32 -7
@g655 = global i32 -7
@g656 = global i32 -7
@g657 = global i32 -7
@g658 = global i32 -7
@g659 = global i32 -7
@g660 = global i32 -7
@g661 = global i32 -7
@g662 = global i32 -7
@g663 = global i32 -7
@g664 = global i32 -7
@g665 = global i32 -7
@g666 = global i32 -7
@g667 = global i32 -7
@g668 = global i32 -7
@g669 = global i32 -7
@g670 = global i32 -7
@g671 = global i32 -7
@g672 = global i32 -7
@g673 = global i32 -100
@g674 = global i32 -100
@g675 = global i32 -100
@g676 = global i32 -100
@g677 = global i32 -100
@g678 = global i32 -100
@g679 = global i32 -100
@g680 = global i32 -100
@g681 = global i32 -100
@g682 = global i32 -100
@g683 = global i32 -100
@g684 = global i32 -100
@g685 = global i32 -100
@g686 = global i32 -100
@g687 = global i32 -100
@g688 = global i32 -100
@g689 = global i32 -100
@g690 = global i32 -100
@g691 = global i32 -100
@g692 = global i32 -100
@g693 = global i32 -100
@g694 = global i32 -100
@g695 = global i32 -100
@g696 = global i32 -100
@g697 = global i32 -100
@g698 = global i32 -100
@g699 = global i32 -100
@g700 = global i32 -100
@g701 = global i32 -2147483648
@g702 = global i32 -2147483648
@g703 = global i32 -2147483648
@g704 = global i32 -2147483648
@g705 = global i32 -2147483648
@g706 = global i32 -2147483648
@g707 = global i32 -2147483648
@g708 = global i32 -2147483648
@g709 = global i32 -2147483648
@g710 = global i32 -2147483648
@g711 = global i32 -2147483648
@g712 = global i32 -2147483648
@g713 = global i32 -2147483648
@g714 = global i32 -2147483648
@g715 = global i32 -2147483648
@g716 = global i32 -2147483648
@g717 = global i32 -2147483648
@g718 = global i32 -2147483648
@g719 = global i32 -2147483648
@g720 = global i32 -2147483648
@g721 = global i32 -2147483648
@g722 = global i32 -2147483648
@g723 = global i32 -2147483648
@g724 = global i32 -2147483648
@g725 = global i32 -2147483648
@g726 = global i32 -2147483648
@g727 = global i32 -2147483648
@g728 = global i32 -2147483648
@g729 = global i32 2147483647
@g730 = global i32 2147483647
@g731 = global i32 2147483647
@g732 = global i32 2147483647
@g733 = global i32 2147483647
@g734 = global i32 2147483647
@g735 = global i32 2147483647
@g736 = global i32 2147483647
@g737 = global i32 2147483647
@g738 = global i32 2147483647
@g739 = global i32 2147483647
@g740 = global i32 2147483647
@g741 = global i32 2147483647
@g742 = global i32 2147483647
@g743 = global i32 2147483647
@g744 = global i32 2147483647
@g745 = global i32 2147483647
@g746 = global i32 2147483647
@g747 = global i32 2147483647
@g748 = global i32 2147483647
@g749 = global i32 2147483647
@g750 = global i32 2147483647
@g751 = global i32 2147483647
@g752 = global i32 2147483647
@g753 = global i32 2147483647
@g754 = global i32 2147483647
@g755 = global i32 2147483647
@g756 = global i32 2147483647
@g757 = global i64 0
@g758 = global i64 0
@g759 = global i64 0
@g760 = global i64 0
@g761 = global i64 0
@g762 = global i64 0
@g763 = global i64 0
@g764 = global i64 0
@g765 = global i64 0
@g766 = global i64 0
@g767 = global i64 0
@g768 = global i64 0
@g769 = global i64 0
@g770 = global i64 0
@g771 = global i64 0
@g772 = global i64 0
@g773 = global i64 0
@g774 = global i64 0
@g775 = global i64 0
@g776 = global i64 0
@g777 = global i64 0
@g778 = global i64 0
@g779 = global i64 0
@g780 = global i64 0
@g781 = global i64 1
@g782 = global i64 1
@g783 = global i64 1
@g784 = global i64 1
@g785 = global i64 1
@g786 = global i64 1
@g787 = global i64 1
@g788 = global i64 1
@g789 = global i64 1
@g790 = global i64 1
@g791 = global i64 1
@g792 = global i64 1
@g793 = global i64 1
@g794 = global i64 1
@g795 = global i64 1
@g796 = global i64 1
@g797 = global i64 1
@g798 = global i64 1
@g799 = global i64 1
@g800 = global i64 1
@g801 = global i64 1
@g802 = global i64 1
@g803 = global i64 1
@g804 = global i64 1
@g805 = global i64 7
@g806 = global i64 7
@g807 = global i64 7
@g808 = global i64 7
@g809 = global i64 7
@g810 = global i64 7
@g811 = global i64 7
@g812 = global i64 7
@g813 = global i64 7
@g814 = global i64 7
@g815 = global i64 7
@g816 = global i64 7
@g817 = global i64 7
@g818 = global i64 7
@g819 = global i64 7
@g820 = global i64 7
@g821 = global i64 7
@g822 = global i64 7
@g823 = global i64 7
@g824 = global i64 7
@g825 = global i64 7
@g826 = global i64 7
@g827 = global i64 7
@g828 = global i64 7
@g829 = global i64 100
@g830 = global i64 100
@g831 = global i64 100
@g832 = global i64 100
@g833 = global i64 100
@g834 = global i64 100
@g835 = global i64 100
@g836 = global i64 100
@g837 = global i64 100
@g838 = global i64 100
@g839 = global i64 100
@g840 = global i64 100
@g841 = global i64 100
@g842 = global i64 100
@g843 = global i64 100
@g844 = global i64 100
@g845 = global i64 100
@g846 = global i64 100
@g847 = global i64 100
@g848 = global i64 100
@g849 = global i64 100
@g850 = global i64 100
@g851 = global i64 100
@g852 = global i64 100
@g853 = global i64 -1
@g854 = global i64 -1
@g855 = global i64 -1
@g856 = global i64 -1
@g857 = global i64 -1
@g858 = global i64 -1
@g859 = global i64 -1
@g860 = global i64 -1
@g861 = global i64 -1
@g862 = global i64 -1
@g863 = global i64 -1
@g864 = global i64 -1
@g865 = global i64 -1
@g866 = global i64 -1
@g867 = global i64 -1
@g868 = global i64 -1
@g869 = global i64 -1
@g870 = global i64 -1
@g871 = global i64 -1
@g872 = global i64 -1
@g873 = global i64 -1
@g874 = global i64 -1
@g875 = global i64 -1
@g876 = global i64 -1
@g877 = global i64 -7
@g878 = global i64 -7
@g879 = global i64 -7
@g880 = global i64 -7
@g881 = global i64 -7
@g882 = global i64 -7
@g883 = global i64 -7
@g884 = global i64 -7
@g885 = global i64 -7
@g886 = global i64 -7
@g887 = global i64 -7
@g888 = global i64 -7
@g889 = global i64 -7
@g890 = global i64 -7
@g891 = global i64 -7
@g892 = global i64 -7
@g893 = global i64 -7
@g894 = global i64 -7
@g895 = global i64 -7
@g896 = global i64 -7
@g897 = global i64 -7
@g898 = global i64 -7
@g899 = global i64 -7
@g900 = global i64 -7
@g901 = global i64 -100
@g902 = global i64 -100
@g903 = global i64 -100
@g904 = global i64 -100
@g905 = global i64 -100
@g906 = global i64 -100
@g907 = global i64 -100
@g908 = global i64 -100
@g909 = global i64 -100
@g910 = global i64 -100
@g911 = global i64 -100
@g912 = global i64 -100
@g913 = global i64 -100
@g914 = global i64 -100
@g915 = global i64 -100
@g916 = global i64 -100
@g917 = global i64 -100
@g918 = global i64 -100
@g919 = global i64 -100
@g920 = global i64 -100
@g921 = global i64 -100
@g922 = global i64 -100
@g923 = global i64 -100
@g924 = global i64 -100
@g925 = global i64 -9223372036854775808
@g926 = global i64 -9223372036854775808
@g927 = global i64 -9223372036854775808
@g928 = global i64 -9223372036854775808
@g929 = global i64 -9223372036854775808
@g930 = global i64 -9223372036854775808
@g931 = global i64 -9223372036854775808
@g932 = global i64 -9223372036854775808
@g933 = global i64 -9223372036854775808
@g934 = global i64 -9223372036854775808
@g935 = global i64 -9223372036854775808
@g936 = global i64 -9223372036854775808
@g937 = global i64 -9223372036854775808
@g938 = global i64 -9223372036854775808
@g939 = global i64 -9223372036854775808
@g940 = global i64 -9223372036854775808
@g941 = global i64 -9223372036854775808
@g942 = global i64 -9223372036854775808
@g943 = global i64 -9223372036854775808
@g944 = global i64 -9223372036854775808
@g945 = global i64 -9223372036854775808
@g946 = global i64 -9223372036854775808
@g947 = global i64 -9223372036854775808
@g948 = global i64 -9223372036854775808
@g949 = global i64 9223372036854775807
@g950 = global i64 9223372036854775807
@g951 = global i64 9223372036854775807
@g952 = global i64 9223372036854775807
@g953 = global i64 9223372036854775807
@g954 = global i64 9223372036854775807
@g955 = global i64 9223372036854775807
@g956 = global i64 9223372036854775807
@g957 = global i64 9223372036854775807
@g958 = global i64 9223372036854775807
@g959 = global i64 9223372036854775807
@g960 = global i64 9223372036854775807
@g961 = global i64 9223372036854775807
@g962 = global i64 9223372036854775807
@g963 = global i64 9223372036854775807
@g964 = global i64 9223372036854775807
@g965 = global i64 9223372036854775807
@g966 = global i64 9223372036854775807
@g967 = global i64 9223372036854775807
@g968 = global i64 9223372036854775807
@g969 = global i64 9223372036854775807
@g970 = global i64 9223372036854775807
@g971 = global i64 9223372036854775807
@g972 = global i64 9223372036854775807

define i32 @main() {
entry:
  %x1 = load i8, ptr @g1
  %r1 = sdiv i8 %x1, 1
  %c1 = icmp ne i8 %r1, 0
  br i1 %c1, label %bad1, label %ok1
bad1:
  ret i32 2
ok1:
  %x2 = load i8, ptr @g2
  %r2 = srem i8 %x2, 1
  %c2 = icmp ne i8 %r2, 0
  br i1 %c2, label %bad2, label %ok2
bad2:
  ret i32 3
ok2:
  %x3 = load i8, ptr @g3
  %r3 = udiv i8 %x3, 1
  %c3 = icmp ne i8 %r3, 0
  br i1 %c3, label %bad3, label %ok3
bad3:
  ret i32 4
ok3:
  %x4 = load i8, ptr @g4
  %r4 = urem i8 %x4, 1
  %c4 = icmp ne i8 %r4, 0
  br i1 %c4, label %bad4, label %ok4
bad4:
  ret i32 5
ok4:
  %x5 = load i8, ptr @g5
  %r5 = sdiv i8 %x5, 3
  %c5 = icmp ne i8 %r5, 0
  br i1 %c5, label %bad5, label %ok5
bad5:
  ret i32 6
ok5:
  %x6 = load i8, ptr @g6
  %r6 = srem i8 %x6, 3
  %c6 = icmp ne i8 %r6, 0
  br i1 %c6, label %bad6, label %ok6
bad6:
  ret i32 7
ok6:
  %x7 = load i8, ptr @g7
  %r7 = udiv i8 %x7, 3
  %c7 = icmp ne i8 %r7, 0
  br i1 %c7, label %bad7, label %ok7
bad7:
  ret i32 8
ok7:
  %x8 = load i8, ptr @g8
  %r8 = urem i8 %x8, 3
  %c8 = icmp ne i8 %r8, 0
  br i1 %c8, label %bad8, label %ok8
bad8:
  ret i32 9
ok8:
  %x9 = load i8, ptr @g9
  %r9 = sdiv i8 %x9, 10
  %c9 = icmp ne i8 %r9, 0
  br i1 %c9, label %bad9, label %ok9
bad9:
  ret i32 10
ok9:
  %x10 = load i8, ptr @g10
  %r10 = srem i8 %x10, 10
  %c10 = icmp ne i8 %r10, 0
  br i1 %c10, label %bad10, label %ok10
bad10:
  ret i32 11
ok10:
  %x11 = load i8, ptr @g11
  %r11 = udiv i8 %x11, 10
  %c11 = icmp ne i8 %r11, 0
  br i1 %c11, label %bad11, label %ok11
bad11:
  ret i32 12
ok11:
  %x12 = load i8, ptr @g12
  %r12 = urem i8 %x12, 10
  %c12 = icmp ne i8 %r12, 0
  br i1 %c12, label %bad12, label %ok12
bad12:
  ret i32 13
ok12:
  %x13 = load i8, ptr @g13
  %r13 = sdiv i8 %x13, -3
  %c13 = icmp ne i8 %r13, 0
  br i1 %c13, label %bad13, label %ok13
bad13:
  ret i32 14
ok13:
  %x14 = load i8, ptr @g14
  %r14 = srem i8 %x14, -3
  %c14 = icmp ne i8 %r14, 0
  br i1 %c14, label %bad14, label %ok14
bad14:
  ret i32 15
ok14:
  %x15 = load i8, ptr @g15
  %r15 = udiv i8 %x15, -3
  %c15 = icmp ne i8 %r15, 0
  br i1 %c15, label %bad15, label %ok15
bad15:
  ret i32 16
ok15:
  %x16 = load i8, ptr @g16
  %r16 = urem i8 %x16, -3
  %c16 = icmp ne i8 %r16, 0
  br i1 %c16, label %bad16, label %ok16
bad16:
  ret i32 17
ok16:
  %x17 = load i8, ptr @g17
  %r17 = sdiv i8 %x17, -10
  %c17 = icmp ne i8 %r17, 0
  br i1 %c17, label %bad17, label %ok17
bad17:
  ret i32 18
ok17:
  %x18 = load i8, ptr @g18
  %r18 = srem i8 %x18, -10
  %c18 = icmp ne i8 %r18, 0
  br i1 %c18, label %bad18, label %ok18
bad18:
  ret i32 19
ok18:
  %x19 = load i8, ptr @g19
  %r19 = udiv i8 %x19, -10
  %c19 = icmp ne i8 %r19, 0
  br i1 %c19, label %bad19, label %ok19
bad19:
  ret i32 20
ok19:
  %x20 = load i8, ptr @g20
  %r20 = urem i8 %x20, -10
  %c20 = icmp ne i8 %r20, 0
  br i1 %c20, label %bad20, label %ok20
bad20:
  ret i32 21
ok20:
  %x21 = load i8, ptr @g21
  %r21 = sdiv i8 %x21, 7
  %c21 = icmp ne i8 %r21, 0
  br i1 %c21, label %bad21, label %ok21
bad21:
  ret i32 22
ok21:
  %x22 = load i8, ptr @g22
  %r22 = srem i8 %x22, 7
  %c22 = icmp ne i8 %r22, 0
  br i1 %c22, label %bad22, label %ok22
bad22:
  ret i32 23
ok22:
  %x23 = load i8, ptr @g23
  %r23 = udiv i8 %x23, 7
  %c23 = icmp ne i8 %r23, 0
  br i1 %c23, label %bad23, label %ok23
bad23:
  ret i32 24
ok23:
  %x24 = load i8, ptr @g24
  %r24 = urem i8 %x24, 7
  %c24 = icmp ne i8 %r24, 0
  br i1 %c24, label %bad24, label %ok24
bad24:
  ret i32 25
ok24:
  %x25 = load i8, ptr @g25
  %r25 = sdiv i8 %x25, 2
  %c25 = icmp ne i8 %r25, 0
  br i1 %c25, label %bad25, label %ok25
bad25:
  ret i32 26
ok25:
  %x26 = load i8, ptr @g26
  %r26 = srem i8 %x26, 2
  %c26 = icmp ne i8 %r26, 0
  br i1 %c26, label %bad26, label %ok26
bad26:
  ret i32 27
ok26:
  %x27 = load i8, ptr @g27
  %r27 = udiv i8 %x27, 2
  %c27 = icmp ne i8 %r27, 0
  br i1 %c27, label %bad27, label %ok27
bad27:
  ret i32 28
ok27:
  %x28 = load i8, ptr @g28
  %r28 = urem i8 %x28, 2
  %c28 = icmp ne i8 %r28, 0
  br i1 %c28, label %bad28, label %ok28
bad28:
  ret i32 29
ok28:
  %x29 = load i8, ptr @g29
  %r29 = sdiv i8 %x29, 1
  %c29 = icmp ne i8 %r29, 1
  br i1 %c29, label %bad29, label %ok29
bad29:
  ret i32 30
ok29:
  %x30 = load i8, ptr @g30
  %r30 = srem i8 %x30, 1
  %c30 = icmp ne i8 %r30, 0
  br i1 %c30, label %bad30, label %ok30
bad30:
  ret i32 31
ok30:
  %x31 = load i8, ptr @g31
  %r31 = udiv i8 %x31, 1
  %c31 = icmp ne i8 %r31, 1
  br i1 %c31, label %bad31, label %ok31
bad31:
  ret i32 32
ok31:
  %x32 = load i8, ptr @g32
  %r32 = urem i8 %x32, 1
  %c32 = icmp ne i8 %r32, 0
  br i1 %c32, label %bad32, label %ok32
bad32:
  ret i32 33
ok32:
  %x33 = load i8, ptr @g33
  %r33 = sdiv i8 %x33, 3
  %c33 = icmp ne i8 %r33, 0
  br i1 %c33, label %bad33, label %ok33
bad33:
  ret i32 34
ok33:
  %x34 = load i8, ptr @g34
  %r34 = srem i8 %x34, 3
  %c34 = icmp ne i8 %r34, 1
  br i1 %c34, label %bad34, label %ok34
bad34:
  ret i32 35
ok34:
  %x35 = load i8, ptr @g35
  %r35 = udiv i8 %x35, 3
  %c35 = icmp ne i8 %r35, 0
  br i1 %c35, label %bad35, label %ok35
bad35:
  ret i32 36
ok35:
  %x36 = load i8, ptr @g36
  %r36 = urem i8 %x36, 3
  %c36 = icmp ne i8 %r36, 1
  br i1 %c36, label %bad36, label %ok36
bad36:
  ret i32 37
ok36:
  %x37 = load i8, ptr @g37
  %r37 = sdiv i8 %x37, 10
  %c37 = icmp ne i8 %r37, 0
  br i1 %c37, label %bad37, label %ok37
bad37:
  ret i32 38
ok37:
  %x38 = load i8, ptr @g38
  %r38 = srem i8 %x38, 10
  %c38 = icmp ne i8 %r38, 1
  br i1 %c38, label %bad38, label %ok38
bad38:
  ret i32 39
ok38:
  %x39 = load i8, ptr @g39
  %r39 = udiv i8 %x39, 10
  %c39 = icmp ne i8 %r39, 0
  br i1 %c39, label %bad39, label %ok39
bad39:
  ret i32 40
ok39:
  %x40 = load i8, ptr @g40
  %r40 = urem i8 %x40, 10
  %c40 = icmp ne i8 %r40, 1
  br i1 %c40, label %bad40, label %ok40
bad40:
  ret i32 41
ok40:
  %x41 = load i8, ptr @g41
  %r41 = sdiv i8 %x41, -3
  %c41 = icmp ne i8 %r41, 0
  br i1 %c41, label %bad41, label %ok41
bad41:
  ret i32 42
ok41:
  %x42 = load i8, ptr @g42
  %r42 = srem i8 %x42, -3
  %c42 = icmp ne i8 %r42, 1
  br i1 %c42, label %bad42, label %ok42
bad42:
  ret i32 43
ok42:
  %x43 = load i8, ptr @g43
  %r43 = udiv i8 %x43, -3
  %c43 = icmp ne i8 %r43, 0
  br i1 %c43, label %bad43, label %ok43
bad43:
  ret i32 44
ok43:
  %x44 = load i8, ptr @g44
  %r44 = urem i8 %x44, -3
  %c44 = icmp ne i8 %r44, 1
  br i1 %c44, label %bad44, label %ok44
bad44:
  ret i32 45
ok44:
  %x45 = load i8, ptr @g45
  %r45 = sdiv i8 %x45, -10
  %c45 = icmp ne i8 %r45, 0
  br i1 %c45, label %bad45, label %ok45
bad45:
  ret i32 46
ok45:
  %x46 = load i8, ptr @g46
  %r46 = srem i8 %x46, -10
  %c46 = icmp ne i8 %r46, 1
  br i1 %c46, label %bad46, label %ok46
bad46:
  ret i32 47
ok46:
  %x47 = load i8, ptr @g47
  %r47 = udiv i8 %x47, -10
  %c47 = icmp ne i8 %r47, 0
  br i1 %c47, label %bad47, label %ok47
bad47:
  ret i32 48
ok47:
  %x48 = load i8, ptr @g48
  %r48 = urem i8 %x48, -10
  %c48 = icmp ne i8 %r48, 1
  br i1 %c48, label %bad48, label %ok48
bad48:
  ret i32 49
ok48:
  %x49 = load i8, ptr @g49
  %r49 = sdiv i8 %x49, 7
  %c49 = icmp ne i8 %r49, 0
  br i1 %c49, label %bad49, label %ok49
bad49:
  ret i32 50
ok49:
  %x50 = load i8, ptr @g50
  %r50 = srem i8 %x50, 7
  %c50 = icmp ne i8 %r50, 1
  br i1 %c50, label %bad50, label %ok50
bad50:
  ret i32 51
ok50:
  %x51 = load i8, ptr @g51
  %r51 = udiv i8 %x51, 7
  %c51 = icmp ne i8 %r51, 0
  br i1 %c51, label %bad51, label %ok51
bad51:
  ret i32 52
ok51:
  %x52 = load i8, ptr @g52
  %r52 = urem i8 %x52, 7
  %c52 = icmp ne i8 %r52, 1
  br i1 %c52, label %bad52, label %ok52
bad52:
  ret i32 53
ok52:
  %x53 = load i8, ptr @g53
  %r53 = sdiv i8 %x53, 2
  %c53 = icmp ne i8 %r53, 0
  br i1 %c53, label %bad53, label %ok53
bad53:
  ret i32 54
ok53:
  %x54 = load i8, ptr @g54
  %r54 = srem i8 %x54, 2
  %c54 = icmp ne i8 %r54, 1
  br i1 %c54, label %bad54, label %ok54
bad54:
  ret i32 55
ok54:
  %x55 = load i8, ptr @g55
  %r55 = udiv i8 %x55, 2
  %c55 = icmp ne i8 %r55, 0
  br i1 %c55, label %bad55, label %ok55
bad55:
  ret i32 56
ok55:
  %x56 = load i8, ptr @g56
  %r56 = urem i8 %x56, 2
  %c56 = icmp ne i8 %r56, 1
  br i1 %c56, label %bad56, label %ok56
bad56:
  ret i32 57
ok56:
  %x57 = load i8, ptr @g57
  %r57 = sdiv i8 %x57, 1
  %c57 = icmp ne i8 %r57, 7
  br i1 %c57, label %bad57, label %ok57
bad57:
  ret i32 58
ok57:
  %x58 = load i8, ptr @g58
  %r58 = srem i8 %x58, 1
  %c58 = icmp ne i8 %r58, 0
  br i1 %c58, label %bad58, label %ok58
bad58:
  ret i32 59
ok58:
  %x59 = load i8, ptr @g59
  %r59 = udiv i8 %x59, 1
  %c59 = icmp ne i8 %r59, 7
  br i1 %c59, label %bad59, label %ok59
bad59:
  ret i32 60
ok59:
  %x60 = load i8, ptr @g60
  %r60 = urem i8 %x60, 1
  %c60 = icmp ne i8 %r60, 0
  br i1 %c60, label %bad60, label %ok60
bad60:
  ret i32 61
ok60:
  %x61 = load i8, ptr @g61
  %r61 = sdiv i8 %x61, 3
  %c61 = icmp ne i8 %r61, 2
  br i1 %c61, label %bad61, label %ok61
bad61:
  ret i32 62
ok61:
  %x62 = load i8, ptr @g62
  %r62 = srem i8 %x62, 3
  %c62 = icmp ne i8 %r62, 1
  br i1 %c62, label %bad62, label %ok62
bad62:
  ret i32 63
ok62:
  %x63 = load i8, ptr @g63
  %r63 = udiv i8 %x63, 3
  %c63 = icmp ne i8 %r63, 2
  br i1 %c63, label %bad63, label %ok63
bad63:
  ret i32 64
ok63:
  %x64 = load i8, ptr @g64
  %r64 = urem i8 %x64, 3
  %c64 = icmp ne i8 %r64, 1
  br i1 %c64, label %bad64, label %ok64
bad64:
  ret i32 65
ok64:
  %x65 = load i8, ptr @g65
  %r65 = sdiv i8 %x65, 10
  %c65 = icmp ne i8 %r65, 0
  br i1 %c65, label %bad65, label %ok65
bad65:
  ret i32 66
ok65:
  %x66 = load i8, ptr @g66
  %r66 = srem i8 %x66, 10
  %c66 = icmp ne i8 %r66, 7
  br i1 %c66, label %bad66, label %ok66
bad66:
  ret i32 67
ok66:
  %x67 = load i8, ptr @g67
  %r67 = udiv i8 %x67, 10
  %c67 = icmp ne i8 %r67, 0
  br i1 %c67, label %bad67, label %ok67
bad67:
  ret i32 68
ok67:
  %x68 = load i8, ptr @g68
  %r68 = urem i8 %x68, 10
  %c68 = icmp ne i8 %r68, 7
  br i1 %c68, label %bad68, label %ok68
bad68:
  ret i32 69
ok68:
  %x69 = load i8, ptr @g69
  %r69 = sdiv i8 %x69, -3
  %c69 = icmp ne i8 %r69, -2
  br i1 %c69, label %bad69, label %ok69
bad69:
  ret i32 70
ok69:
  %x70 = load i8, ptr @g70
  %r70 = srem i8 %x70, -3
  %c70 = icmp ne i8 %r70, 1
  br i1 %c70, label %bad70, label %ok70
bad70:
  ret i32 71
ok70:
  %x71 = load i8, ptr @g71
  %r71 = udiv i8 %x71, -3
  %c71 = icmp ne i8 %r71, 0
  br i1 %c71, label %bad71, label %ok71
bad71:
  ret i32 72
ok71:
  %x72 = load i8, ptr @g72
  %r72 = urem i8 %x72, -3
  %c72 = icmp ne i8 %r72, 7
  br i1 %c72, label %bad72, label %ok72
bad72:
  ret i32 73
ok72:
  %x73 = load i8, ptr @g73
  %r73 = sdiv i8 %x73, -10
  %c73 = icmp ne i8 %r73, 0
  br i1 %c73, label %bad73, label %ok73
bad73:
  ret i32 74
ok73:
  %x74 = load i8, ptr @g74
  %r74 = srem i8 %x74, -10
  %c74 = icmp ne i8 %r74, 7
  br i1 %c74, label %bad74, label %ok74
bad74:
  ret i32 75
ok74:
  %x75 = load i8, ptr @g75
  %r75 = udiv i8 %x75, -10
  %c75 = icmp ne i8 %r75, 0
  br i1 %c75, label %bad75, label %ok75
bad75:
  ret i32 76
ok75:
  %x76 = load i8, ptr @g76
  %r76 = urem i8 %x76, -10
  %c76 = icmp ne i8 %r76, 7
  br i1 %c76, label %bad76, label %ok76
bad76:
  ret i32 77
ok76:
  %x77 = load i8, ptr @g77
  %r77 = sdiv i8 %x77, 7
  %c77 = icmp ne i8 %r77, 1
  br i1 %c77, label %bad77, label %ok77
bad77:
  ret i32 78
ok77:
  %x78 = load i8, ptr @g78
  %r78 = srem i8 %x78, 7
  %c78 = icmp ne i8 %r78, 0
  br i1 %c78, label %bad78, label %ok78
bad78:
  ret i32 79
ok78:
  %x79 = load i8, ptr @g79
  %r79 = udiv i8 %x79, 7
  %c79 = icmp ne i8 %r79, 1
  br i1 %c79, label %bad79, label %ok79
bad79:
  ret i32 80
ok79:
  %x80 = load i8, ptr @g80
  %r80 = urem i8 %x80, 7
  %c80 = icmp ne i8 %r80, 0
  br i1 %c80, label %bad80, label %ok80
bad80:
  ret i32 81
ok80:
  %x81 = load i8, ptr @g81
  %r81 = sdiv i8 %x81, 2
  %c81 = icmp ne i8 %r81, 3
  br i1 %c81, label %bad81, label %ok81
bad81:
  ret i32 82
ok81:
  %x82 = load i8, ptr @g82
  %r82 = srem i8 %x82, 2
  %c82 = icmp ne i8 %r82, 1
  br i1 %c82, label %bad82, label %ok82
bad82:
  ret i32 83
ok82:
  %x83 = load i8, ptr @g83
  %r83 = udiv i8 %x83, 2
  %c83 = icmp ne i8 %r83, 3
  br i1 %c83, label %bad83, label %ok83
bad83:
  ret i32 84
ok83:
  %x84 = load i8, ptr @g84
  %r84 = urem i8 %x84, 2
  %c84 = icmp ne i8 %r84, 1
  br i1 %c84, label %bad84, label %ok84
bad84:
  ret i32 85
ok84:
  %x85 = load i8, ptr @g85
  %r85 = sdiv i8 %x85, 1
  %c85 = icmp ne i8 %r85, 100
  br i1 %c85, label %bad85, label %ok85
bad85:
  ret i32 86
ok85:
  %x86 = load i8, ptr @g86
  %r86 = srem i8 %x86, 1
  %c86 = icmp ne i8 %r86, 0
  br i1 %c86, label %bad86, label %ok86
bad86:
  ret i32 87
ok86:
  %x87 = load i8, ptr @g87
  %r87 = udiv i8 %x87, 1
  %c87 = icmp ne i8 %r87, 100
  br i1 %c87, label %bad87, label %ok87
bad87:
  ret i32 88
ok87:
  %x88 = load i8, ptr @g88
  %r88 = urem i8 %x88, 1
  %c88 = icmp ne i8 %r88, 0
  br i1 %c88, label %bad88, label %ok88
bad88:
  ret i32 89
ok88:
  %x89 = load i8, ptr @g89
  %r89 = sdiv i8 %x89, 3
  %c89 = icmp ne i8 %r89, 33
  br i1 %c89, label %bad89, label %ok89
bad89:
  ret i32 90
ok89:
  %x90 = load i8, ptr @g90
  %r90 = srem i8 %x90, 3
  %c90 = icmp ne i8 %r90, 1
  br i1 %c90, label %bad90, label %ok90
bad90:
  ret i32 91
ok90:
  %x91 = load i8, ptr @g91
  %r91 = udiv i8 %x91, 3
  %c91 = icmp ne i8 %r91, 33
  br i1 %c91, label %bad91, label %ok91
bad91:
  ret i32 92
ok91:
  %x92 = load i8, ptr @g92
  %r92 = urem i8 %x92, 3
  %c92 = icmp ne i8 %r92, 1
  br i1 %c92, label %bad92, label %ok92
bad92:
  ret i32 93
ok92:
  %x93 = load i8, ptr @g93
  %r93 = sdiv i8 %x93, 10
  %c93 = icmp ne i8 %r93, 10
  br i1 %c93, label %bad93, label %ok93
bad93:
  ret i32 94
ok93:
  %x94 = load i8, ptr @g94
  %r94 = srem i8 %x94, 10
  %c94 = icmp ne i8 %r94, 0
  br i1 %c94, label %bad94, label %ok94
bad94:
  ret i32 95
ok94:
  %x95 = load i8, ptr @g95
  %r95 = udiv i8 %x95, 10
  %c95 = icmp ne i8 %r95, 10
  br i1 %c95, label %bad95, label %ok95
bad95:
  ret i32 96
ok95:
  %x96 = load i8, ptr @g96
  %r96 = urem i8 %x96, 10
  %c96 = icmp ne i8 %r96, 0
  br i1 %c96, label %bad96, label %ok96
bad96:
  ret i32 97
ok96:
  %x97 = load i8, ptr @g97
  %r97 = sdiv i8 %x97, -3
  %c97 = icmp ne i8 %r97, -33
  br i1 %c97, label %bad97, label %ok97
bad97:
  ret i32 98
ok97:
  %x98 = load i8, ptr @g98
  %r98 = srem i8 %x98, -3
  %c98 = icmp ne i8 %r98, 1
  br i1 %c98, label %bad98, label %ok98
bad98:
  ret i32 99
ok98:
  %x99 = load i8, ptr @g99
  %r99 = udiv i8 %x99, -3
  %c99 = icmp ne i8 %r99, 0
  br i1 %c99, label %bad99, label %ok99
bad99:
  ret i32 100
ok99:
  %x100 = load i8, ptr @g100
  %r100 = urem i8 %x100, -3
  %c100 = icmp ne i8 %r100, 100
  br i1 %c100, label %bad100, label %ok100
bad100:
  ret i32 101
ok100:
  %x101 = load i8, ptr @g101
  %r101 = sdiv i8 %x101, -10
  %c101 = icmp ne i8 %r101, -10
  br i1 %c101, label %bad101, label %ok101
bad101:
  ret i32 102
ok101:
  %x102 = load i8, ptr @g102
  %r102 = srem i8 %x102, -10
  %c102 = icmp ne i8 %r102, 0
  br i1 %c102, label %bad102, label %ok102
bad102:
  ret i32 103
ok102:
  %x103 = load i8, ptr @g103
  %r103 = udiv i8 %x103, -10
  %c103 = icmp ne i8 %r103, 0
  br i1 %c103, label %bad103, label %ok103
bad103:
  ret i32 104
ok103:
  %x104 = load i8, ptr @g104
  %r104 = urem i8 %x104, -10
  %c104 = icmp ne i8 %r104, 100
  br i1 %c104, label %bad104, label %ok104
bad104:
  ret i32 105
ok104:
  %x105 = load i8, ptr @g105
  %r105 = sdiv i8 %x105, 7
  %c105 = icmp ne i8 %r105, 14
  br i1 %c105, label %bad105, label %ok105
bad105:
  ret i32 106
ok105:
  %x106 = load i8, ptr @g106
  %r106 = srem i8 %x106, 7
  %c106 = icmp ne i8 %r106, 2
  br i1 %c106, label %bad106, label %ok106
bad106:
  ret i32 107
ok106:
  %x107 = load i8, ptr @g107
  %r107 = udiv i8 %x107, 7
  %c107 = icmp ne i8 %r107, 14
  br i1 %c107, label %bad107, label %ok107
bad107:
  ret i32 108
ok107:
  %x108 = load i8, ptr @g108
  %r108 = urem i8 %x108, 7
  %c108 = icmp ne i8 %r108, 2
  br i1 %c108, label %bad108, label %ok108
bad108:
  ret i32 109
ok108:
  %x109 = load i8, ptr @g109
  %r109 = sdiv i8 %x109, 2
  %c109 = icmp ne i8 %r109, 50
  br i1 %c109, label %bad109, label %ok109
bad109:
  ret i32 110
ok109:
  %x110 = load i8, ptr @g110
  %r110 = srem i8 %x110, 2
  %c110 = icmp ne i8 %r110, 0
  br i1 %c110, label %bad110, label %ok110
bad110:
  ret i32 111
ok110:
  %x111 = load i8, ptr @g111
  %r111 = udiv i8 %x111, 2
  %c111 = icmp ne i8 %r111, 50
  br i1 %c111, label %bad111, label %ok111
bad111:
  ret i32 112
ok111:
  %x112 = load i8, ptr @g112
  %r112 = urem i8 %x112, 2
  %c112 = icmp ne i8 %r112, 0
  br i1 %c112, label %bad112, label %ok112
bad112:
  ret i32 113
ok112:
  %x113 = load i8, ptr @g113
  %r113 = sdiv i8 %x113, 1
  %c113 = icmp ne i8 %r113, -1
  br i1 %c113, label %bad113, label %ok113
bad113:
  ret i32 114
ok113:
  %x114 = load i8, ptr @g114
  %r114 = srem i8 %x114, 1
  %c114 = icmp ne i8 %r114, 0
  br i1 %c114, label %bad114, label %ok114
bad114:
  ret i32 115
ok114:
  %x115 = load i8, ptr @g115
  %r115 = udiv i8 %x115, 1
  %c115 = icmp ne i8 %r115, -1
  br i1 %c115, label %bad115, label %ok115
bad115:
  ret i32 116
ok115:
  %x116 = load i8, ptr @g116
  %r116 = urem i8 %x116, 1
  %c116 = icmp ne i8 %r116, 0
  br i1 %c116, label %bad116, label %ok116
bad116:
  ret i32 117
ok116:
  %x117 = load i8, ptr @g117
  %r117 = sdiv i8 %x117, 3
  %c117 = icmp ne i8 %r117, 0
  br i1 %c117, label %bad117, label %ok117
bad117:
  ret i32 118
ok117:
  %x118 = load i8, ptr @g118
  %r118 = srem i8 %x118, 3
  %c118 = icmp ne i8 %r118, -1
  br i1 %c118, label %bad118, label %ok118
bad118:
  ret i32 119
ok118:
  %x119 = load i8, ptr @g119
  %r119 = udiv i8 %x119, 3
  %c119 = icmp ne i8 %r119, 85
  br i1 %c119, label %bad119, label %ok119
bad119:
  ret i32 120
ok119:
  %x120 = load i8, ptr @g120
  %r120 = urem i8 %x120, 3
  %c120 = icmp ne i8 %r120, 0
  br i1 %c120, label %bad120, label %ok120
bad120:
  ret i32 121
ok120:
  %x121 = load i8, ptr @g121
  %r121 = sdiv i8 %x121, 10
  %c121 = icmp ne i8 %r121, 0
  br i1 %c121, label %bad121, label %ok121
bad121:
  ret i32 122
ok121:
  %x122 = load i8, ptr @g122
  %r122 = srem i8 %x122, 10
  %c122 = icmp ne i8 %r122, -1
  br i1 %c122, label %bad122, label %ok122
bad122:
  ret i32 123
ok122:
  %x123 = load i8, ptr @g123
  %r123 = udiv i8 %x123, 10
  %c123 = icmp ne i8 %r123, 25
  br i1 %c123, label %bad123, label %ok123
bad123:
  ret i32 124
ok123:
  %x124 = load i8, ptr @g124
  %r124 = urem i8 %x124, 10
  %c124 = icmp ne i8 %r124, 5
  br i1 %c124, label %bad124, label %ok124
bad124:
  ret i32 125
ok124:
  %x125 = load i8, ptr @g125
  %r125 = sdiv i8 %x125, -3
  %c125 = icmp ne i8 %r125, 0
  br i1 %c125, label %bad125, label %ok125
bad125:
  ret i32 126
ok125:
  %x126 = load i8, ptr @g126
  %r126 = srem i8 %x126, -3
  %c126 = icmp ne i8 %r126, -1
  br i1 %c126, label %bad126, label %ok126
bad126:
  ret i32 127
ok126:
  %x127 = load i8, ptr @g127
  %r127 = udiv i8 %x127, -3
  %c127 = icmp ne i8 %r127, 1
  br i1 %c127, label %bad127, label %ok127
bad127:
  ret i32 128
ok127:
  %x128 = load i8, ptr @g128
  %r128 = urem i8 %x128, -3
  %c128 = icmp ne i8 %r128, 2
  br i1 %c128, label %bad128, label %ok128
bad128:
  ret i32 129
ok128:
  %x129 = load i8, ptr @g129
  %r129 = sdiv i8 %x129, -10
  %c129 = icmp ne i8 %r129, 0
  br i1 %c129, label %bad129, label %ok129
bad129:
  ret i32 130
ok129:
  %x130 = load i8, ptr @g130
  %r130 = srem i8 %x130, -10
  %c130 = icmp ne i8 %r130, -1
  br i1 %c130, label %bad130, label %ok130
bad130:
  ret i32 131
ok130:
  %x131 = load i8, ptr @g131
  %r131 = udiv i8 %x131, -10
  %c131 = icmp ne i8 %r131, 1
  br i1 %c131, label %bad131, label %ok131
bad131:
  ret i32 132
ok131:
  %x132 = load i8, ptr @g132
  %r132 = urem i8 %x132, -10
  %c132 = icmp ne i8 %r132, 9
  br i1 %c132, label %bad132, label %ok132
bad132:
  ret i32 133
ok132:
  %x133 = load i8, ptr @g133
  %r133 = sdiv i8 %x133, 7
  %c133 = icmp ne i8 %r133, 0
  br i1 %c133, label %bad133, label %ok133
bad133:
  ret i32 134
ok133:
  %x134 = load i8, ptr @g134
  %r134 = srem i8 %x134, 7
  %c134 = icmp ne i8 %r134, -1
  br i1 %c134, label %bad134, label %ok134
bad134:
  ret i32 135
ok134:
  %x135 = load i8, ptr @g135
  %r135 = udiv i8 %x135, 7
  %c135 = icmp ne i8 %r135, 36
  br i1 %c135, label %bad135, label %ok135
bad135:
  ret i32 136
ok135:
  %x136 = load i8, ptr @g136
  %r136 = urem i8 %x136, 7
  %c136 = icmp ne i8 %r136, 3
  br i1 %c136, label %bad136, label %ok136
bad136:
  ret i32 137
ok136:
  %x137 = load i8, ptr @g137
  %r137 = sdiv i8 %x137, 2
  %c137 = icmp ne i8 %r137, 0
  br i1 %c137, label %bad137, label %ok137
bad137:
  ret i32 138
ok137:
  %x138 = load i8, ptr @g138
  %r138 = srem i8 %x138, 2
  %c138 = icmp ne i8 %r138, -1
  br i1 %c138, label %bad138, label %ok138
bad138:
  ret i32 139
ok138:
  %x139 = load i8, ptr @g139
  %r139 = udiv i8 %x139, 2
  %c139 = icmp ne i8 %r139, 127
  br i1 %c139, label %bad139, label %ok139
bad139:
  ret i32 140
ok139:
  %x140 = load i8, ptr @g140
  %r140 = urem i8 %x140, 2
  %c140 = icmp ne i8 %r140, 1
  br i1 %c140, label %bad140, label %ok140
bad140:
  ret i32 141
ok140:
  %x141 = load i8, ptr @g141
  %r141 = sdiv i8 %x141, 1
  %c141 = icmp ne i8 %r141, -7
  br i1 %c141, label %bad141, label %ok141
bad141:
  ret i32 142
ok141:
  %x142 = load i8, ptr @g142
  %r142 = srem i8 %x142, 1
  %c142 = icmp ne i8 %r142, 0
  br i1 %c142, label %bad142, label %ok142
bad142:
  ret i32 143
ok142:
  %x143 = load i8, ptr @g143
  %r143 = udiv i8 %x143, 1
  %c143 = icmp ne i8 %r143, -7
  br i1 %c143, label %bad143, label %ok143
bad143:
  ret i32 144
ok143:
  %x144 = load i8, ptr @g144
  %r144 = urem i8 %x144, 1
  %c144 = icmp ne i8 %r144, 0
  br i1 %c144, label %bad144, label %ok144
bad144:
  ret i32 145
ok144:
  %x145 = load i8, ptr @g145
  %r145 = sdiv i8 %x145, 3
  %c145 = icmp ne i8 %r145, -2
  br i1 %c145, label %bad145, label %ok145
bad145:
  ret i32 146
ok145:
  %x146 = load i8, ptr @g146
  %r146 = srem i8 %x146, 3
  %c146 = icmp ne i8 %r146, -1
  br i1 %c146, label %bad146, label %ok146
bad146:
  ret i32 147
ok146:
  %x147 = load i8, ptr @g147
  %r147 = udiv i8 %x147, 3
  %c147 = icmp ne i8 %r147, 83
  br i1 %c147, label %bad147, label %ok147
bad147:
  ret i32 148
ok147:
  %x148 = load i8, ptr @g148
  %r148 = urem i8 %x148, 3
  %c148 = icmp ne i8 %r148, 0
  br i1 %c148, label %bad148, label %ok148
bad148:
  ret i32 149
ok148:
  %x149 = load i8, ptr @g149
  %r149 = sdiv i8 %x149, 10
  %c149 = icmp ne i8 %r149, 0
  br i1 %c149, label %bad149, label %ok149
bad149:
  ret i32 150
ok149:
  %x150 = load i8, ptr @g150
  %r150 = srem i8 %x150, 10
  %c150 = icmp ne i8 %r150, -7
  br i1 %c150, label %bad150, label %ok150
bad150:
  ret i32 151
ok150:
  %x151 = load i8, ptr @g151
  %r151 = udiv i8 %x151, 10
  %c151 = icmp ne i8 %r151, 24
  br i1 %c151, label %bad151, label %ok151
bad151:
  ret i32 152
ok151:
  %x152 = load i8, ptr @g152
  %r152 = urem i8 %x152, 10
  %c152 = icmp ne i8 %r152, 9
  br i1 %c152, label %bad152, label %ok152
bad152:
  ret i32 153
ok152:
  %x153 = load i8, ptr @g153
  %r153 = sdiv i8 %x153, -3
  %c153 = icmp ne i8 %r153, 2
  br i1 %c153, label %bad153, label %ok153
bad153:
  ret i32 154
ok153:
  %x154 = load i8, ptr @g154
  %r154 = srem i8 %x154, -3
  %c154 = icmp ne i8 %r154, -1
  br i1 %c154, label %bad154, label %ok154
bad154:
  ret i32 155
ok154:
  %x155 = load i8, ptr @g155
  %r155 = udiv i8 %x155, -3
  %c155 = icmp ne i8 %r155, 0
  br i1 %c155, label %bad155, label %ok155
bad155:
  ret i32 156
ok155:
  %x156 = load i8, ptr @g156
  %r156 = urem i8 %x156, -3
  %c156 = icmp ne i8 %r156, -7
  br i1 %c156, label %bad156, label %ok156
bad156:
  ret i32 157
ok156:
  %x157 = load i8, ptr @g157
  %r157 = sdiv i8 %x157, -10
  %c157 = icmp ne i8 %r157, 0
  br i1 %c157, label %bad157, label %ok157
bad157:
  ret i32 158
ok157:
  %x158 = load i8, ptr @g158
  %r158 = srem i8 %x158, -10
  %c158 = icmp ne i8 %r158, -7
  br i1 %c158, label %bad158, label %ok158
bad158:
  ret i32 159
ok158:
  %x159 = load i8, ptr @g159
  %r159 = udiv i8 %x159, -10
  %c159 = icmp ne i8 %r159, 1
  br i1 %c159, label %bad159, label %ok159
bad159:
  ret i32 160
ok159:
  %x160 = load i8, ptr @g160
  %r160 = urem i8 %x160, -10
  %c160 = icmp ne i8 %r160, 3
  br i1 %c160, label %bad160, label %ok160
bad160:
  ret i32 161
ok160:
  %x161 = load i8, ptr @g161
  %r161 = sdiv i8 %x161, 7
  %c161 = icmp ne i8 %r161, -1
  br i1 %c161, label %bad161, label %ok161
bad161:
  ret i32 162
ok161:
  %x162 = load i8, ptr @g162
  %r162 = srem i8 %x162, 7
  %c162 = icmp ne i8 %r162, 0
  br i1 %c162, label %bad162, label %ok162
bad162:
  ret i32 163
ok162:
  %x163 = load i8, ptr @g163
  %r163 = udiv i8 %x163, 7
  %c163 = icmp ne i8 %r163, 35
  br i1 %c163, label %bad163, label %ok163
bad163:
  ret i32 164
ok163:
  %x164 = load i8, ptr @g164
  %r164 = urem i8 %x164, 7
  %c164 = icmp ne i8 %r164, 4
  br i1 %c164, label %bad164, label %ok164
bad164:
  ret i32 165
ok164:
  %x165 = load i8, ptr @g165
  %r165 = sdiv i8 %x165, 2
  %c165 = icmp ne i8 %r165, -3
  br i1 %c165, label %bad165, label %ok165
bad165:
  ret i32 166
ok165:
  %x166 = load i8, ptr @g166
  %r166 = srem i8 %x166, 2
  %c166 = icmp ne i8 %r166, -1
  br i1 %c166, label %bad166, label %ok166
bad166:
  ret i32 167
ok166:
  %x167 = load i8, ptr @g167
  %r167 = udiv i8 %x167, 2
  %c167 = icmp ne i8 %r167, 124
  br i1 %c167, label %bad167, label %ok167
bad167:
  ret i32 168
ok167:
  %x168 = load i8, ptr @g168
  %r168 = urem i8 %x168, 2
  %c168 = icmp ne i8 %r168, 1
  br i1 %c168, label %bad168, label %ok168
bad168:
  ret i32 169
ok168:
  %x169 = load i8, ptr @g169
  %r169 = sdiv i8 %x169, 1
  %c169 = icmp ne i8 %r169, -100
  br i1 %c169, label %bad169, label %ok169
bad169:
  ret i32 170
ok169:
  %x170 = load i8, ptr @g170
  %r170 = srem i8 %x170, 1
  %c170 = icmp ne i8 %r170, 0
  br i1 %c170, label %bad170, label %ok170
bad170:
  ret i32 171
ok170:
  %x171 = load i8, ptr @g171
  %r171 = udiv i8 %x171, 1
  %c171 = icmp ne i8 %r171, -100
  br i1 %c171, label %bad171, label %ok171
bad171:
  ret i32 172
ok171:
  %x172 = load i8, ptr @g172
  %r172 = urem i8 %x172, 1
  %c172 = icmp ne i8 %r172, 0
  br i1 %c172, label %bad172, label %ok172
bad172:
  ret i32 173
ok172:
  %x173 = load i8, ptr @g173
  %r173 = sdiv i8 %x173, 3
  %c173 = icmp ne i8 %r173, -33
  br i1 %c173, label %bad173, label %ok173
bad173:
  ret i32 174
ok173:
  %x174 = load i8, ptr @g174
  %r174 = srem i8 %x174, 3
  %c174 = icmp ne i8 %r174, -1
  br i1 %c174, label %bad174, label %ok174
bad174:
  ret i32 175
ok174:
  %x175 = load i8, ptr @g175
  %r175 = udiv i8 %x175, 3
  %c175 = icmp ne i8 %r175, 52
  br i1 %c175, label %bad175, label %ok175
bad175:
  ret i32 176
ok175:
  %x176 = load i8, ptr @g176
  %r176 = urem i8 %x176, 3
  %c176 = icmp ne i8 %r176, 0
  br i1 %c176, label %bad176, label %ok176
bad176:
  ret i32 177
ok176:
  %x177 = load i8, ptr @g177
  %r177 = sdiv i8 %x177, 10
  %c177 = icmp ne i8 %r177, -10
  br i1 %c177, label %bad177, label %ok177
bad177:
  ret i32 178
ok177:
  %x178 = load i8, ptr @g178
  %r178 = srem i8 %x178, 10
  %c178 = icmp ne i8 %r178, 0
  br i1 %c178, label %bad178, label %ok178
bad178:
  ret i32 179
ok178:
  %x179 = load i8, ptr @g179
  %r179 = udiv i8 %x179, 10
  %c179 = icmp ne i8 %r179, 15
  br i1 %c179, label %bad179, label %ok179
bad179:
  ret i32 180
ok179:
  %x180 = load i8, ptr @g180
  %r180 = urem i8 %x180, 10
  %c180 = icmp ne i8 %r180, 6
  br i1 %c180, label %bad180, label %ok180
bad180:
  ret i32 181
ok180:
  %x181 = load i8, ptr @g181
  %r181 = sdiv i8 %x181, -3
  %c181 = icmp ne i8 %r181, 33
  br i1 %c181, label %bad181, label %ok181
bad181:
  ret i32 182
ok181:
  %x182 = load i8, ptr @g182
  %r182 = srem i8 %x182, -3
  %c182 = icmp ne i8 %r182, -1
  br i1 %c182, label %bad182, label %ok182
bad182:
  ret i32 183
ok182:
  %x183 = load i8, ptr @g183
  %r183 = udiv i8 %x183, -3
  %c183 = icmp ne i8 %r183, 0
  br i1 %c183, label %bad183, label %ok183
bad183:
  ret i32 184
ok183:
  %x184 = load i8, ptr @g184
  %r184 = urem i8 %x184, -3
  %c184 = icmp ne i8 %r184, -100
  br i1 %c184, label %bad184, label %ok184
bad184:
  ret i32 185
ok184:
  %x185 = load i8, ptr @g185
  %r185 = sdiv i8 %x185, -10
  %c185 = icmp ne i8 %r185, 10
  br i1 %c185, label %bad185, label %ok185
bad185:
  ret i32 186
ok185:
  %x186 = load i8, ptr @g186
  %r186 = srem i8 %x186, -10
  %c186 = icmp ne i8 %r186, 0
  br i1 %c186, label %bad186, label %ok186
bad186:
  ret i32 187
ok186:
  %x187 = load i8, ptr @g187
  %r187 = udiv i8 %x187, -10
  %c187 = icmp ne i8 %r187, 0
  br i1 %c187, label %bad187, label %ok187
bad187:
  ret i32 188
ok187:
  %x188 = load i8, ptr @g188
  %r188 = urem i8 %x188, -10
  %c188 = icmp ne i8 %r188, -100
  br i1 %c188, label %bad188, label %ok188
bad188:
  ret i32 189
ok188:
  %x189 = load i8, ptr @g189
  %r189 = sdiv i8 %x189, 7
  %c189 = icmp ne i8 %r189, -14
  br i1 %c189, label %bad189, label %ok189
bad189:
  ret i32 190
ok189:
  %x190 = load i8, ptr @g190
  %r190 = srem i8 %x190, 7
  %c190 = icmp ne i8 %r190, -2
  br i1 %c190, label %bad190, label %ok190
bad190:
  ret i32 191
ok190:
  %x191 = load i8, ptr @g191
  %r191 = udiv i8 %x191, 7
  %c191 = icmp ne i8 %r191, 22
  br i1 %c191, label %bad191, label %ok191
bad191:
  ret i32 192
ok191:
  %x192 = load i8, ptr @g192
  %r192 = urem i8 %x192, 7
  %c192 = icmp ne i8 %r192, 2
  br i1 %c192, label %bad192, label %ok192
bad192:
  ret i32 193
ok192:
  %x193 = load i8, ptr @g193
  %r193 = sdiv i8 %x193, 2
  %c193 = icmp ne i8 %r193, -50
  br i1 %c193, label %bad193, label %ok193
bad193:
  ret i32 194
ok193:
  %x194 = load i8, ptr @g194
  %r194 = srem i8 %x194, 2
  %c194 = icmp ne i8 %r194, 0
  br i1 %c194, label %bad194, label %ok194
bad194:
  ret i32 195
ok194:
  %x195 = load i8, ptr @g195
  %r195 = udiv i8 %x195, 2
  %c195 = icmp ne i8 %r195, 78
  br i1 %c195, label %bad195, label %ok195
bad195:
  ret i32 196
ok195:
  %x196 = load i8, ptr @g196
  %r196 = urem i8 %x196, 2
  %c196 = icmp ne i8 %r196, 0
  br i1 %c196, label %bad196, label %ok196
bad196:
  ret i32 197
ok196:
  %x197 = load i8, ptr @g197
  %r197 = sdiv i8 %x197, 1
  %c197 = icmp ne i8 %r197, -128
  br i1 %c197, label %bad197, label %ok197
bad197:
  ret i32 198
ok197:
  %x198 = load i8, ptr @g198
  %r198 = srem i8 %x198, 1
  %c198 = icmp ne i8 %r198, 0
  br i1 %c198, label %bad198, label %ok198
bad198:
  ret i32 199
ok198:
  %x199 = load i8, ptr @g199
  %r199 = udiv i8 %x199, 1
  %c199 = icmp ne i8 %r199, -128
  br i1 %c199, label %bad199, label %ok199
bad199:
  ret i32 200
ok199:
  %x200 = load i8, ptr @g200
  %r200 = urem i8 %x200, 1
  %c200 = icmp ne i8 %r200, 0
  br i1 %c200, label %bad200, label %ok200
bad200:
  ret i32 201
ok200:
  %x201 = load i8, ptr @g201
  %r201 = sdiv i8 %x201, 3
  %c201 = icmp ne i8 %r201, -42
  br i1 %c201, label %bad201, label %ok201
bad201:
  ret i32 202
ok201:
  %x202 = load i8, ptr @g202
  %r202 = srem i8 %x202, 3
  %c202 = icmp ne i8 %r202, -2
  br i1 %c202, label %bad202, label %ok202
bad202:
  ret i32 203
ok202:
  %x203 = load i8, ptr @g203
  %r203 = udiv i8 %x203, 3
  %c203 = icmp ne i8 %r203, 42
  br i1 %c203, label %bad203, label %ok203
bad203:
  ret i32 204
ok203:
  %x204 = load i8, ptr @g204
  %r204 = urem i8 %x204, 3
  %c204 = icmp ne i8 %r204, 2
  br i1 %c204, label %bad204, label %ok204
bad204:
  ret i32 205
ok204:
  %x205 = load i8, ptr @g205
  %r205 = sdiv i8 %x205, 10
  %c205 = icmp ne i8 %r205, -12
  br i1 %c205, label %bad205, label %ok205
bad205:
  ret i32 206
ok205:
  %x206 = load i8, ptr @g206
  %r206 = srem i8 %x206, 10
  %c206 = icmp ne i8 %r206, -8
  br i1 %c206, label %bad206, label %ok206
bad206:
  ret i32 207
ok206:
  %x207 = load i8, ptr @g207
  %r207 = udiv i8 %x207, 10
  %c207 = icmp ne i8 %r207, 12
  br i1 %c207, label %bad207, label %ok207
bad207:
  ret i32 208
ok207:
  %x208 = load i8, ptr @g208
  %r208 = urem i8 %x208, 10
  %c208 = icmp ne i8 %r208, 8
  br i1 %c208, label %bad208, label %ok208
bad208:
  ret i32 209
ok208:
  %x209 = load i8, ptr @g209
  %r209 = sdiv i8 %x209, -3
  %c209 = icmp ne i8 %r209, 42
  br i1 %c209, label %bad209, label %ok209
bad209:
  ret i32 210
ok209:
  %x210 = load i8, ptr @g210
  %r210 = srem i8 %x210, -3
  %c210 = icmp ne i8 %r210, -2
  br i1 %c210, label %bad210, label %ok210
bad210:
  ret i32 211
ok210:
  %x211 = load i8, ptr @g211
  %r211 = udiv i8 %x211, -3
  %c211 = icmp ne i8 %r211, 0
  br i1 %c211, label %bad211, label %ok211
bad211:
  ret i32 212
ok211:
  %x212 = load i8, ptr @g212
  %r212 = urem i8 %x212, -3
  %c212 = icmp ne i8 %r212, -128
  br i1 %c212, label %bad212, label %ok212
bad212:
  ret i32 213
ok212:
  %x213 = load i8, ptr @g213
  %r213 = sdiv i8 %x213, -10
  %c213 = icmp ne i8 %r213, 12
  br i1 %c213, label %bad213, label %ok213
bad213:
  ret i32 214
ok213:
  %x214 = load i8, ptr @g214
  %r214 = srem i8 %x214, -10
  %c214 = icmp ne i8 %r214, -8
  br i1 %c214, label %bad214, label %ok214
bad214:
  ret i32 215
ok214:
  %x215 = load i8, ptr @g215
  %r215 = udiv i8 %x215, -10
  %c215 = icmp ne i8 %r215, 0
  br i1 %c215, label %bad215, label %ok215
bad215:
  ret i32 216
ok215:
  %x216 = load i8, ptr @g216
  %r216 = urem i8 %x216, -10
  %c216 = icmp ne i8 %r216, -128
  br i1 %c216, label %bad216, label %ok216
bad216:
  ret i32 217
ok216:
  %x217 = load i8, ptr @g217
  %r217 = sdiv i8 %x217, 7
  %c217 = icmp ne i8 %r217, -18
  br i1 %c217, label %bad217, label %ok217
bad217:
  ret i32 218
ok217:
  %x218 = load i8, ptr @g218
  %r218 = srem i8 %x218, 7
  %c218 = icmp ne i8 %r218, -2
  br i1 %c218, label %bad218, label %ok218
bad218:
  ret i32 219
ok218:
  %x219 = load i8, ptr @g219
  %r219 = udiv i8 %x219, 7
  %c219 = icmp ne i8 %r219, 18
  br i1 %c219, label %bad219, label %ok219
bad219:
  ret i32 220
ok219:
  %x220 = load i8, ptr @g220
  %r220 = urem i8 %x220, 7
  %c220 = icmp ne i8 %r220, 2
  br i1 %c220, label %bad220, label %ok220
bad220:
  ret i32 221
ok220:
  %x221 = load i8, ptr @g221
  %r221 = sdiv i8 %x221, 2
  %c221 = icmp ne i8 %r221, -64
  br i1 %c221, label %bad221, label %ok221
bad221:
  ret i32 222
ok221:
  %x222 = load i8, ptr @g222
  %r222 = srem i8 %x222, 2
  %c222 = icmp ne i8 %r222, 0
  br i1 %c222, label %bad222, label %ok222
bad222:
  ret i32 223
ok222:
  %x223 = load i8, ptr @g223
  %r223 = udiv i8 %x223, 2
  %c223 = icmp ne i8 %r223, 64
  br i1 %c223, label %bad223, label %ok223
bad223:
  ret i32 224
ok223:
  %x224 = load i8, ptr @g224
  %r224 = urem i8 %x224, 2
  %c224 = icmp ne i8 %r224, 0
  br i1 %c224, label %bad224, label %ok224
bad224:
  ret i32 225
ok224:
  %x225 = load i8, ptr @g225
  %r225 = sdiv i8 %x225, 1
  %c225 = icmp ne i8 %r225, 127
  br i1 %c225, label %bad225, label %ok225
bad225:
  ret i32 226
ok225:
  %x226 = load i8, ptr @g226
  %r226 = srem i8 %x226, 1
  %c226 = icmp ne i8 %r226, 0
  br i1 %c226, label %bad226, label %ok226
bad226:
  ret i32 227
ok226:
  %x227 = load i8, ptr @g227
  %r227 = udiv i8 %x227, 1
  %c227 = icmp ne i8 %r227, 127
  br i1 %c227, label %bad227, label %ok227
bad227:
  ret i32 228
ok227:
  %x228 = load i8, ptr @g228
  %r228 = urem i8 %x228, 1
  %c228 = icmp ne i8 %r228, 0
  br i1 %c228, label %bad228, label %ok228
bad228:
  ret i32 229
ok228:
  %x229 = load i8, ptr @g229
  %r229 = sdiv i8 %x229, 3
  %c229 = icmp ne i8 %r229, 42
  br i1 %c229, label %bad229, label %ok229
bad229:
  ret i32 230
ok229:
  %x230 = load i8, ptr @g230
  %r230 = srem i8 %x230, 3
  %c230 = icmp ne i8 %r230, 1
  br i1 %c230, label %bad230, label %ok230
bad230:
  ret i32 231
ok230:
  %x231 = load i8, ptr @g231
  %r231 = udiv i8 %x231, 3
  %c231 = icmp ne i8 %r231, 42
  br i1 %c231, label %bad231, label %ok231
bad231:
  ret i32 232
ok231:
  %x232 = load i8, ptr @g232
  %r232 = urem i8 %x232, 3
  %c232 = icmp ne i8 %r232, 1
  br i1 %c232, label %bad232, label %ok232
bad232:
  ret i32 233
ok232:
  %x233 = load i8, ptr @g233
  %r233 = sdiv i8 %x233, 10
  %c233 = icmp ne i8 %r233, 12
  br i1 %c233, label %bad233, label %ok233
bad233:
  ret i32 234
ok233:
  %x234 = load i8, ptr @g234
  %r234 = srem i8 %x234, 10
  %c234 = icmp ne i8 %r234, 7
  br i1 %c234, label %bad234, label %ok234
bad234:
  ret i32 235
ok234:
  %x235 = load i8, ptr @g235
  %r235 = udiv i8 %x235, 10
  %c235 = icmp ne i8 %r235, 12
  br i1 %c235, label %bad235, label %ok235
bad235:
  ret i32 236
ok235:
  %x236 = load i8, ptr @g236
  %r236 = urem i8 %x236, 10
  %c236 = icmp ne i8 %r236, 7
  br i1 %c236, label %bad236, label %ok236
bad236:
  ret i32 237
ok236:
  %x237 = load i8, ptr @g237
  %r237 = sdiv i8 %x237, -3
  %c237 = icmp ne i8 %r237, -42
  br i1 %c237, label %bad237, label %ok237
bad237:
  ret i32 238
ok237:
  %x238 = load i8, ptr @g238
  %r238 = srem i8 %x238, -3
  %c238 = icmp ne i8 %r238, 1
  br i1 %c238, label %bad238, label %ok238
bad238:
  ret i32 239
ok238:
  %x239 = load i8, ptr @g239
  %r239 = udiv i8 %x239, -3
  %c239 = icmp ne i8 %r239, 0
  br i1 %c239, label %bad239, label %ok239
bad239:
  ret i32 240
ok239:
  %x240 = load i8, ptr @g240
  %r240 = urem i8 %x240, -3
  %c240 = icmp ne i8 %r240, 127
  br i1 %c240, label %bad240, label %ok240
bad240:
  ret i32 241
ok240:
  %x241 = load i8, ptr @g241
  %r241 = sdiv i8 %x241, -10
  %c241 = icmp ne i8 %r241, -12
  br i1 %c241, label %bad241, label %ok241
bad241:
  ret i32 242
ok241:
  %x242 = load i8, ptr @g242
  %r242 = srem i8 %x242, -10
  %c242 = icmp ne i8 %r242, 7
  br i1 %c242, label %bad242, label %ok242
bad242:
  ret i32 243
ok242:
  %x243 = load i8, ptr @g243
  %r243 = udiv i8 %x243, -10
  %c243 = icmp ne i8 %r243, 0
  br i1 %c243, label %bad243, label %ok243
bad243:
  ret i32 244
ok243:
  %x244 = load i8, ptr @g244
  %r244 = urem i8 %x244, -10
  %c244 = icmp ne i8 %r244, 127
  br i1 %c244, label %bad244, label %ok244
bad244:
  ret i32 245
ok244:
  %x245 = load i8, ptr @g245
  %r245 = sdiv i8 %x245, 7
  %c245 = icmp ne i8 %r245, 18
  br i1 %c245, label %bad245, label %ok245
bad245:
  ret i32 246
ok245:
  %x246 = load i8, ptr @g246
  %r246 = srem i8 %x246, 7
  %c246 = icmp ne i8 %r246, 1
  br i1 %c246, label %bad246, label %ok246
bad246:
  ret i32 247
ok246:
  %x247 = load i8, ptr @g247
  %r247 = udiv i8 %x247, 7
  %c247 = icmp ne i8 %r247, 18
  br i1 %c247, label %bad247, label %ok247
bad247:
  ret i32 248
ok247:
  %x248 = load i8, ptr @g248
  %r248 = urem i8 %x248, 7
  %c248 = icmp ne i8 %r248, 1
  br i1 %c248, label %bad248, label %ok248
bad248:
  ret i32 249
ok248:
  %x249 = load i8, ptr @g249
  %r249 = sdiv i8 %x249, 2
  %c249 = icmp ne i8 %r249, 63
  br i1 %c249, label %bad249, label %ok249
bad249:
  ret i32 250
ok249:
  %x250 = load i8, ptr @g250
  %r250 = srem i8 %x250, 2
  %c250 = icmp ne i8 %r250, 1
  br i1 %c250, label %bad250, label %ok250
bad250:
  ret i32 1
ok250:
  %x251 = load i8, ptr @g251
  %r251 = udiv i8 %x251, 2
  %c251 = icmp ne i8 %r251, 63
  br i1 %c251, label %bad251, label %ok251
bad251:
  ret i32 2
ok251:
  %x252 = load i8, ptr @g252
  %r252 = urem i8 %x252, 2
  %c252 = icmp ne i8 %r252, 1
  br i1 %c252, label %bad252, label %ok252
bad252:
  ret i32 3
ok252:
  %x253 = load i16, ptr @g253
  %r253 = sdiv i16 %x253, 1
  %c253 = icmp ne i16 %r253, 0
  br i1 %c253, label %bad253, label %ok253
bad253:
  ret i32 4
ok253:
  %x254 = load i16, ptr @g254
  %r254 = srem i16 %x254, 1
  %c254 = icmp ne i16 %r254, 0
  br i1 %c254, label %bad254, label %ok254
bad254:
  ret i32 5
ok254:
  %x255 = load i16, ptr @g255
  %r255 = udiv i16 %x255, 1
  %c255 = icmp ne i16 %r255, 0
  br i1 %c255, label %bad255, label %ok255
bad255:
  ret i32 6
ok255:
  %x256 = load i16, ptr @g256
  %r256 = urem i16 %x256, 1
  %c256 = icmp ne i16 %r256, 0
  br i1 %c256, label %bad256, label %ok256
bad256:
  ret i32 7
ok256:
  %x257 = load i16, ptr @g257
  %r257 = sdiv i16 %x257, 3
  %c257 = icmp ne i16 %r257, 0
  br i1 %c257, label %bad257, label %ok257
bad257:
  ret i32 8
ok257:
  %x258 = load i16, ptr @g258
  %r258 = srem i16 %x258, 3
  %c258 = icmp ne i16 %r258, 0
  br i1 %c258, label %bad258, label %ok258
bad258:
  ret i32 9
ok258:
  %x259 = load i16, ptr @g259
  %r259 = udiv i16 %x259, 3
  %c259 = icmp ne i16 %r259, 0
  br i1 %c259, label %bad259, label %ok259
bad259:
  ret i32 10
ok259:
  %x260 = load i16, ptr @g260
  %r260 = urem i16 %x260, 3
  %c260 = icmp ne i16 %r260, 0
  br i1 %c260, label %bad260, label %ok260
bad260:
  ret i32 11
ok260:
  %x261 = load i16, ptr @g261
  %r261 = sdiv i16 %x261, 10
  %c261 = icmp ne i16 %r261, 0
  br i1 %c261, label %bad261, label %ok261
bad261:
  ret i32 12
ok261:
  %x262 = load i16, ptr @g262
  %r262 = srem i16 %x262, 10
  %c262 = icmp ne i16 %r262, 0
  br i1 %c262, label %bad262, label %ok262
bad262:
  ret i32 13
ok262:
  %x263 = load i16, ptr @g263
  %r263 = udiv i16 %x263, 10
  %c263 = icmp ne i16 %r263, 0
  br i1 %c263, label %bad263, label %ok263
bad263:
  ret i32 14
ok263:
  %x264 = load i16, ptr @g264
  %r264 = urem i16 %x264, 10
  %c264 = icmp ne i16 %r264, 0
  br i1 %c264, label %bad264, label %ok264
bad264:
  ret i32 15
ok264:
  %x265 = load i16, ptr @g265
  %r265 = sdiv i16 %x265, -3
  %c265 = icmp ne i16 %r265, 0
  br i1 %c265, label %bad265, label %ok265
bad265:
  ret i32 16
ok265:
  %x266 = load i16, ptr @g266
  %r266 = srem i16 %x266, -3
  %c266 = icmp ne i16 %r266, 0
  br i1 %c266, label %bad266, label %ok266
bad266:
  ret i32 17
ok266:
  %x267 = load i16, ptr @g267
  %r267 = udiv i16 %x267, -3
  %c267 = icmp ne i16 %r267, 0
  br i1 %c267, label %bad267, label %ok267
bad267:
  ret i32 18
ok267:
  %x268 = load i16, ptr @g268
  %r268 = urem i16 %x268, -3
  %c268 = icmp ne i16 %r268, 0
  br i1 %c268, label %bad268, label %ok268
bad268:
  ret i32 19
ok268:
  %x269 = load i16, ptr @g269
  %r269 = sdiv i16 %x269, -10
  %c269 = icmp ne i16 %r269, 0
  br i1 %c269, label %bad269, label %ok269
bad269:
  ret i32 20
ok269:
  %x270 = load i16, ptr @g270
  %r270 = srem i16 %x270, -10
  %c270 = icmp ne i16 %r270, 0
  br i1 %c270, label %bad270, label %ok270
bad270:
  ret i32 21
ok270:
  %x271 = load i16, ptr @g271
  %r271 = udiv i16 %x271, -10
  %c271 = icmp ne i16 %r271, 0
  br i1 %c271, label %bad271, label %ok271
bad271:
  ret i32 22
ok271:
  %x272 = load i16, ptr @g272
  %r272 = urem i16 %x272, -10
  %c272 = icmp ne i16 %r272, 0
  br i1 %c272, label %bad272, label %ok272
bad272:
  ret i32 23
ok272:
  %x273 = load i16, ptr @g273
  %r273 = sdiv i16 %x273, 127
  %c273 = icmp ne i16 %r273, 0
  br i1 %c273, label %bad273, label %ok273
bad273:
  ret i32 24
ok273:
  %x274 = load i16, ptr @g274
  %r274 = srem i16 %x274, 127
  %c274 = icmp ne i16 %r274, 0
  br i1 %c274, label %bad274, label %ok274
bad274:
  ret i32 25
ok274:
  %x275 = load i16, ptr @g275
  %r275 = udiv i16 %x275, 127
  %c275 = icmp ne i16 %r275, 0
  br i1 %c275, label %bad275, label %ok275
bad275:
  ret i32 26
ok275:
  %x276 = load i16, ptr @g276
  %r276 = urem i16 %x276, 127
  %c276 = icmp ne i16 %r276, 0
  br i1 %c276, label %bad276, label %ok276
bad276:
  ret i32 27
ok276:
  %x277 = load i16, ptr @g277
  %r277 = sdiv i16 %x277, 2
  %c277 = icmp ne i16 %r277, 0
  br i1 %c277, label %bad277, label %ok277
bad277:
  ret i32 28
ok277:
  %x278 = load i16, ptr @g278
  %r278 = srem i16 %x278, 2
  %c278 = icmp ne i16 %r278, 0
  br i1 %c278, label %bad278, label %ok278
bad278:
  ret i32 29
ok278:
  %x279 = load i16, ptr @g279
  %r279 = udiv i16 %x279, 2
  %c279 = icmp ne i16 %r279, 0
  br i1 %c279, label %bad279, label %ok279
bad279:
  ret i32 30
ok279:
  %x280 = load i16, ptr @g280
  %r280 = urem i16 %x280, 2
  %c280 = icmp ne i16 %r280, 0
  br i1 %c280, label %bad280, label %ok280
bad280:
  ret i32 31
ok280:
  %x281 = load i16, ptr @g281
  %r281 = sdiv i16 %x281, 1
  %c281 = icmp ne i16 %r281, 1
  br i1 %c281, label %bad281, label %ok281
bad281:
  ret i32 32
ok281:
  %x282 = load i16, ptr @g282
  %r282 = srem i16 %x282, 1
  %c282 = icmp ne i16 %r282, 0
  br i1 %c282, label %bad282, label %ok282
bad282:
  ret i32 33
ok282:
  %x283 = load i16, ptr @g283
  %r283 = udiv i16 %x283, 1
  %c283 = icmp ne i16 %r283, 1
  br i1 %c283, label %bad283, label %ok283
bad283:
  ret i32 34
ok283:
  %x284 = load i16, ptr @g284
  %r284 = urem i16 %x284, 1
  %c284 = icmp ne i16 %r284, 0
  br i1 %c284, label %bad284, label %ok284
bad284:
  ret i32 35
ok284:
  %x285 = load i16, ptr @g285
  %r285 = sdiv i16 %x285, 3
  %c285 = icmp ne i16 %r285, 0
  br i1 %c285, label %bad285, label %ok285
bad285:
  ret i32 36
ok285:
  %x286 = load i16, ptr @g286
  %r286 = srem i16 %x286, 3
  %c286 = icmp ne i16 %r286, 1
  br i1 %c286, label %bad286, label %ok286
bad286:
  ret i32 37
ok286:
  %x287 = load i16, ptr @g287
  %r287 = udiv i16 %x287, 3
  %c287 = icmp ne i16 %r287, 0
  br i1 %c287, label %bad287, label %ok287
bad287:
  ret i32 38
ok287:
  %x288 = load i16, ptr @g288
  %r288 = urem i16 %x288, 3
  %c288 = icmp ne i16 %r288, 1
  br i1 %c288, label %bad288, label %ok288
bad288:
  ret i32 39
ok288:
  %x289 = load i16, ptr @g289
  %r289 = sdiv i16 %x289, 10
  %c289 = icmp ne i16 %r289, 0
  br i1 %c289, label %bad289, label %ok289
bad289:
  ret i32 40
ok289:
  %x290 = load i16, ptr @g290
  %r290 = srem i16 %x290, 10
  %c290 = icmp ne i16 %r290, 1
  br i1 %c290, label %bad290, label %ok290
bad290:
  ret i32 41
ok290:
  %x291 = load i16, ptr @g291
  %r291 = udiv i16 %x291, 10
  %c291 = icmp ne i16 %r291, 0
  br i1 %c291, label %bad291, label %ok291
bad291:
  ret i32 42
ok291:
  %x292 = load i16, ptr @g292
  %r292 = urem i16 %x292, 10
  %c292 = icmp ne i16 %r292, 1
  br i1 %c292, label %bad292, label %ok292
bad292:
  ret i32 43
ok292:
  %x293 = load i16, ptr @g293
  %r293 = sdiv i16 %x293, -3
  %c293 = icmp ne i16 %r293, 0
  br i1 %c293, label %bad293, label %ok293
bad293:
  ret i32 44
ok293:
  %x294 = load i16, ptr @g294
  %r294 = srem i16 %x294, -3
  %c294 = icmp ne i16 %r294, 1
  br i1 %c294, label %bad294, label %ok294
bad294:
  ret i32 45
ok294:
  %x295 = load i16, ptr @g295
  %r295 = udiv i16 %x295, -3
  %c295 = icmp ne i16 %r295, 0
  br i1 %c295, label %bad295, label %ok295
bad295:
  ret i32 46
ok295:
  %x296 = load i16, ptr @g296
  %r296 = urem i16 %x296, -3
  %c296 = icmp ne i16 %r296, 1
  br i1 %c296, label %bad296, label %ok296
bad296:
  ret i32 47
ok296:
  %x297 = load i16, ptr @g297
  %r297 = sdiv i16 %x297, -10
  %c297 = icmp ne i16 %r297, 0
  br i1 %c297, label %bad297, label %ok297
bad297:
  ret i32 48
ok297:
  %x298 = load i16, ptr @g298
  %r298 = srem i16 %x298, -10
  %c298 = icmp ne i16 %r298, 1
  br i1 %c298, label %bad298, label %ok298
bad298:
  ret i32 49
ok298:
  %x299 = load i16, ptr @g299
  %r299 = udiv i16 %x299, -10
  %c299 = icmp ne i16 %r299, 0
  br i1 %c299, label %bad299, label %ok299
bad299:
  ret i32 50
ok299:
  %x300 = load i16, ptr @g300
  %r300 = urem i16 %x300, -10
  %c300 = icmp ne i16 %r300, 1
  br i1 %c300, label %bad300, label %ok300
bad300:
  ret i32 51
ok300:
  %x301 = load i16, ptr @g301
  %r301 = sdiv i16 %x301, 127
  %c301 = icmp ne i16 %r301, 0
  br i1 %c301, label %bad301, label %ok301
bad301:
  ret i32 52
ok301:
  %x302 = load i16, ptr @g302
  %r302 = srem i16 %x302, 127
  %c302 = icmp ne i16 %r302, 1
  br i1 %c302, label %bad302, label %ok302
bad302:
  ret i32 53
ok302:
  %x303 = load i16, ptr @g303
  %r303 = udiv i16 %x303, 127
  %c303 = icmp ne i16 %r303, 0
  br i1 %c303, label %bad303, label %ok303
bad303:
  ret i32 54
ok303:
  %x304 = load i16, ptr @g304
  %r304 = urem i16 %x304, 127
  %c304 = icmp ne i16 %r304, 1
  br i1 %c304, label %bad304, label %ok304
bad304:
  ret i32 55
ok304:
  %x305 = load i16, ptr @g305
  %r305 = sdiv i16 %x305, 2
  %c305 = icmp ne i16 %r305, 0
  br i1 %c305, label %bad305, label %ok305
bad305:
  ret i32 56
ok305:
  %x306 = load i16, ptr @g306
  %r306 = srem i16 %x306, 2
  %c306 = icmp ne i16 %r306, 1
  br i1 %c306, label %bad306, label %ok306
bad306:
  ret i32 57
ok306:
  %x307 = load i16, ptr @g307
  %r307 = udiv i16 %x307, 2
  %c307 = icmp ne i16 %r307, 0
  br i1 %c307, label %bad307, label %ok307
bad307:
  ret i32 58
ok307:
  %x308 = load i16, ptr @g308
  %r308 = urem i16 %x308, 2
  %c308 = icmp ne i16 %r308, 1
  br i1 %c308, label %bad308, label %ok308
bad308:
  ret i32 59
ok308:
  %x309 = load i16, ptr @g309
  %r309 = sdiv i16 %x309, 1
  %c309 = icmp ne i16 %r309, 7
  br i1 %c309, label %bad309, label %ok309
bad309:
  ret i32 60
ok309:
  %x310 = load i16, ptr @g310
  %r310 = srem i16 %x310, 1
  %c310 = icmp ne i16 %r310, 0
  br i1 %c310, label %bad310, label %ok310
bad310:
  ret i32 61
ok310:
  %x311 = load i16, ptr @g311
  %r311 = udiv i16 %x311, 1
  %c311 = icmp ne i16 %r311, 7
  br i1 %c311, label %bad311, label %ok311
bad311:
  ret i32 62
ok311:
  %x312 = load i16, ptr @g312
  %r312 = urem i16 %x312, 1
  %c312 = icmp ne i16 %r312, 0
  br i1 %c312, label %bad312, label %ok312
bad312:
  ret i32 63
ok312:
  %x313 = load i16, ptr @g313
  %r313 = sdiv i16 %x313, 3
  %c313 = icmp ne i16 %r313, 2
  br i1 %c313, label %bad313, label %ok313
bad313:
  ret i32 64
ok313:
  %x314 = load i16, ptr @g314
  %r314 = srem i16 %x314, 3
  %c314 = icmp ne i16 %r314, 1
  br i1 %c314, label %bad314, label %ok314
bad314:
  ret i32 65
ok314:
  %x315 = load i16, ptr @g315
  %r315 = udiv i16 %x315, 3
  %c315 = icmp ne i16 %r315, 2
  br i1 %c315, label %bad315, label %ok315
bad315:
  ret i32 66
ok315:
  %x316 = load i16, ptr @g316
  %r316 = urem i16 %x316, 3
  %c316 = icmp ne i16 %r316, 1
  br i1 %c316, label %bad316, label %ok316
bad316:
  ret i32 67
ok316:
  %x317 = load i16, ptr @g317
  %r317 = sdiv i16 %x317, 10
  %c317 = icmp ne i16 %r317, 0
  br i1 %c317, label %bad317, label %ok317
bad317:
  ret i32 68
ok317:
  %x318 = load i16, ptr @g318
  %r318 = srem i16 %x318, 10
  %c318 = icmp ne i16 %r318, 7
  br i1 %c318, label %bad318, label %ok318
bad318:
  ret i32 69
ok318:
  %x319 = load i16, ptr @g319
  %r319 = udiv i16 %x319, 10
  %c319 = icmp ne i16 %r319, 0
  br i1 %c319, label %bad319, label %ok319
bad319:
  ret i32 70
ok319:
  %x320 = load i16, ptr @g320
  %r320 = urem i16 %x320, 10
  %c320 = icmp ne i16 %r320, 7
  br i1 %c320, label %bad320, label %ok320
bad320:
  ret i32 71
ok320:
  %x321 = load i16, ptr @g321
  %r321 = sdiv i16 %x321, -3
  %c321 = icmp ne i16 %r321, -2
  br i1 %c321, label %bad321, label %ok321
bad321:
  ret i32 72
ok321:
  %x322 = load i16, ptr @g322
  %r322 = srem i16 %x322, -3
  %c322 = icmp ne i16 %r322, 1
  br i1 %c322, label %bad322, label %ok322
bad322:
  ret i32 73
ok322:
  %x323 = load i16, ptr @g323
  %r323 = udiv i16 %x323, -3
  %c323 = icmp ne i16 %r323, 0
  br i1 %c323, label %bad323, label %ok323
bad323:
  ret i32 74
ok323:
  %x324 = load i16, ptr @g324
  %r324 = urem i16 %x324, -3
  %c324 = icmp ne i16 %r324, 7
  br i1 %c324, label %bad324, label %ok324
bad324:
  ret i32 75
ok324:
  %x325 = load i16, ptr @g325
  %r325 = sdiv i16 %x325, -10
  %c325 = icmp ne i16 %r325, 0
  br i1 %c325, label %bad325, label %ok325
bad325:
  ret i32 76
ok325:
  %x326 = load i16, ptr @g326
  %r326 = srem i16 %x326, -10
  %c326 = icmp ne i16 %r326, 7
  br i1 %c326, label %bad326, label %ok326
bad326:
  ret i32 77
ok326:
  %x327 = load i16, ptr @g327
  %r327 = udiv i16 %x327, -10
  %c327 = icmp ne i16 %r327, 0
  br i1 %c327, label %bad327, label %ok327
bad327:
  ret i32 78
ok327:
  %x328 = load i16, ptr @g328
  %r328 = urem i16 %x328, -10
  %c328 = icmp ne i16 %r328, 7
  br i1 %c328, label %bad328, label %ok328
bad328:
  ret i32 79
ok328:
  %x329 = load i16, ptr @g329
  %r329 = sdiv i16 %x329, 127
  %c329 = icmp ne i16 %r329, 0
  br i1 %c329, label %bad329, label %ok329
bad329:
  ret i32 80
ok329:
  %x330 = load i16, ptr @g330
  %r330 = srem i16 %x330, 127
  %c330 = icmp ne i16 %r330, 7
  br i1 %c330, label %bad330, label %ok330
bad330:
  ret i32 81
ok330:
  %x331 = load i16, ptr @g331
  %r331 = udiv i16 %x331, 127
  %c331 = icmp ne i16 %r331, 0
  br i1 %c331, label %bad331, label %ok331
bad331:
  ret i32 82
ok331:
  %x332 = load i16, ptr @g332
  %r332 = urem i16 %x332, 127
  %c332 = icmp ne i16 %r332, 7
  br i1 %c332, label %bad332, label %ok332
bad332:
  ret i32 83
ok332:
  %x333 = load i16, ptr @g333
  %r333 = sdiv i16 %x333, 2
  %c333 = icmp ne i16 %r333, 3
  br i1 %c333, label %bad333, label %ok333
bad333:
  ret i32 84
ok333:
  %x334 = load i16, ptr @g334
  %r334 = srem i16 %x334, 2
  %c334 = icmp ne i16 %r334, 1
  br i1 %c334, label %bad334, label %ok334
bad334:
  ret i32 85
ok334:
  %x335 = load i16, ptr @g335
  %r335 = udiv i16 %x335, 2
  %c335 = icmp ne i16 %r335, 3
  br i1 %c335, label %bad335, label %ok335
bad335:
  ret i32 86
ok335:
  %x336 = load i16, ptr @g336
  %r336 = urem i16 %x336, 2
  %c336 = icmp ne i16 %r336, 1
  br i1 %c336, label %bad336, label %ok336
bad336:
  ret i32 87
ok336:
  %x337 = load i16, ptr @g337
  %r337 = sdiv i16 %x337, 1
  %c337 = icmp ne i16 %r337, 100
  br i1 %c337, label %bad337, label %ok337
bad337:
  ret i32 88
ok337:
  %x338 = load i16, ptr @g338
  %r338 = srem i16 %x338, 1
  %c338 = icmp ne i16 %r338, 0
  br i1 %c338, label %bad338, label %ok338
bad338:
  ret i32 89
ok338:
  %x339 = load i16, ptr @g339
  %r339 = udiv i16 %x339, 1
  %c339 = icmp ne i16 %r339, 100
  br i1 %c339, label %bad339, label %ok339
bad339:
  ret i32 90
ok339:
  %x340 = load i16, ptr @g340
  %r340 = urem i16 %x340, 1
  %c340 = icmp ne i16 %r340, 0
  br i1 %c340, label %bad340, label %ok340
bad340:
  ret i32 91
ok340:
  %x341 = load i16, ptr @g341
  %r341 = sdiv i16 %x341, 3
  %c341 = icmp ne i16 %r341, 33
  br i1 %c341, label %bad341, label %ok341
bad341:
  ret i32 92
ok341:
  %x342 = load i16, ptr @g342
  %r342 = srem i16 %x342, 3
  %c342 = icmp ne i16 %r342, 1
  br i1 %c342, label %bad342, label %ok342
bad342:
  ret i32 93
ok342:
  %x343 = load i16, ptr @g343
  %r343 = udiv i16 %x343, 3
  %c343 = icmp ne i16 %r343, 33
  br i1 %c343, label %bad343, label %ok343
bad343:
  ret i32 94
ok343:
  %x344 = load i16, ptr @g344
  %r344 = urem i16 %x344, 3
  %c344 = icmp ne i16 %r344, 1
  br i1 %c344, label %bad344, label %ok344
bad344:
  ret i32 95
ok344:
  %x345 = load i16, ptr @g345
  %r345 = sdiv i16 %x345, 10
  %c345 = icmp ne i16 %r345, 10
  br i1 %c345, label %bad345, label %ok345
bad345:
  ret i32 96
ok345:
  %x346 = load i16, ptr @g346
  %r346 = srem i16 %x346, 10
  %c346 = icmp ne i16 %r346, 0
  br i1 %c346, label %bad346, label %ok346
bad346:
  ret i32 97
ok346:
  %x347 = load i16, ptr @g347
  %r347 = udiv i16 %x347, 10
  %c347 = icmp ne i16 %r347, 10
  br i1 %c347, label %bad347, label %ok347
bad347:
  ret i32 98
ok347:
  %x348 = load i16, ptr @g348
  %r348 = urem i16 %x348, 10
  %c348 = icmp ne i16 %r348, 0
  br i1 %c348, label %bad348, label %ok348
bad348:
  ret i32 99
ok348:
  %x349 = load i16, ptr @g349
  %r349 = sdiv i16 %x349, -3
  %c349 = icmp ne i16 %r349, -33
  br i1 %c349, label %bad349, label %ok349
bad349:
  ret i32 100
ok349:
  %x350 = load i16, ptr @g350
  %r350 = srem i16 %x350, -3
  %c350 = icmp ne i16 %r350, 1
  br i1 %c350, label %bad350, label %ok350
bad350:
  ret i32 101
ok350:
  %x351 = load i16, ptr @g351
  %r351 = udiv i16 %x351, -3
  %c351 = icmp ne i16 %r351, 0
  br i1 %c351, label %bad351, label %ok351
bad351:
  ret i32 102
ok351:
  %x352 = load i16, ptr @g352
  %r352 = urem i16 %x352, -3
  %c352 = icmp ne i16 %r352, 100
  br i1 %c352, label %bad352, label %ok352
bad352:
  ret i32 103
ok352:
  %x353 = load i16, ptr @g353
  %r353 = sdiv i16 %x353, -10
  %c353 = icmp ne i16 %r353, -10
  br i1 %c353, label %bad353, label %ok353
bad353:
  ret i32 104
ok353:
  %x354 = load i16, ptr @g354
  %r354 = srem i16 %x354, -10
  %c354 = icmp ne i16 %r354, 0
  br i1 %c354, label %bad354, label %ok354
bad354:
  ret i32 105
ok354:
  %x355 = load i16, ptr @g355
  %r355 = udiv i16 %x355, -10
  %c355 = icmp ne i16 %r355, 0
  br i1 %c355, label %bad355, label %ok355
bad355:
  ret i32 106
ok355:
  %x356 = load i16, ptr @g356
  %r356 = urem i16 %x356, -10
  %c356 = icmp ne i16 %r356, 100
  br i1 %c356, label %bad356, label %ok356
bad356:
  ret i32 107
ok356:
  %x357 = load i16, ptr @g357
  %r357 = sdiv i16 %x357, 127
  %c357 = icmp ne i16 %r357, 0
  br i1 %c357, label %bad357, label %ok357
bad357:
  ret i32 108
ok357:
  %x358 = load i16, ptr @g358
  %r358 = srem i16 %x358, 127
  %c358 = icmp ne i16 %r358, 100
  br i1 %c358, label %bad358, label %ok358
bad358:
  ret i32 109
ok358:
  %x359 = load i16, ptr @g359
  %r359 = udiv i16 %x359, 127
  %c359 = icmp ne i16 %r359, 0
  br i1 %c359, label %bad359, label %ok359
bad359:
  ret i32 110
ok359:
  %x360 = load i16, ptr @g360
  %r360 = urem i16 %x360, 127
  %c360 = icmp ne i16 %r360, 100
  br i1 %c360, label %bad360, label %ok360
bad360:
  ret i32 111
ok360:
  %x361 = load i16, ptr @g361
  %r361 = sdiv i16 %x361, 2
  %c361 = icmp ne i16 %r361, 50
  br i1 %c361, label %bad361, label %ok361
bad361:
  ret i32 112
ok361:
  %x362 = load i16, ptr @g362
  %r362 = srem i16 %x362, 2
  %c362 = icmp ne i16 %r362, 0
  br i1 %c362, label %bad362, label %ok362
bad362:
  ret i32 113
ok362:
  %x363 = load i16, ptr @g363
  %r363 = udiv i16 %x363, 2
  %c363 = icmp ne i16 %r363, 50
  br i1 %c363, label %bad363, label %ok363
bad363:
  ret i32 114
ok363:
  %x364 = load i16, ptr @g364
  %r364 = urem i16 %x364, 2
  %c364 = icmp ne i16 %r364, 0
  br i1 %c364, label %bad364, label %ok364
bad364:
  ret i32 115
ok364:
  %x365 = load i16, ptr @g365
  %r365 = sdiv i16 %x365, 1
  %c365 = icmp ne i16 %r365, -1
  br i1 %c365, label %bad365, label %ok365
bad365:
  ret i32 116
ok365:
  %x366 = load i16, ptr @g366
  %r366 = srem i16 %x366, 1
  %c366 = icmp ne i16 %r366, 0
  br i1 %c366, label %bad366, label %ok366
bad366:
  ret i32 117
ok366:
  %x367 = load i16, ptr @g367
  %r367 = udiv i16 %x367, 1
  %c367 = icmp ne i16 %r367, -1
  br i1 %c367, label %bad367, label %ok367
bad367:
  ret i32 118
ok367:
  %x368 = load i16, ptr @g368
  %r368 = urem i16 %x368, 1
  %c368 = icmp ne i16 %r368, 0
  br i1 %c368, label %bad368, label %ok368
bad368:
  ret i32 119
ok368:
  %x369 = load i16, ptr @g369
  %r369 = sdiv i16 %x369, 3
  %c369 = icmp ne i16 %r369, 0
  br i1 %c369, label %bad369, label %ok369
bad369:
  ret i32 120
ok369:
  %x370 = load i16, ptr @g370
  %r370 = srem i16 %x370, 3
  %c370 = icmp ne i16 %r370, -1
  br i1 %c370, label %bad370, label %ok370
bad370:
  ret i32 121
ok370:
  %x371 = load i16, ptr @g371
  %r371 = udiv i16 %x371, 3
  %c371 = icmp ne i16 %r371, 21845
  br i1 %c371, label %bad371, label %ok371
bad371:
  ret i32 122
ok371:
  %x372 = load i16, ptr @g372
  %r372 = urem i16 %x372, 3
  %c372 = icmp ne i16 %r372, 0
  br i1 %c372, label %bad372, label %ok372
bad372:
  ret i32 123
ok372:
  %x373 = load i16, ptr @g373
  %r373 = sdiv i16 %x373, 10
  %c373 = icmp ne i16 %r373, 0
  br i1 %c373, label %bad373, label %ok373
bad373:
  ret i32 124
ok373:
  %x374 = load i16, ptr @g374
  %r374 = srem i16 %x374, 10
  %c374 = icmp ne i16 %r374, -1
  br i1 %c374, label %bad374, label %ok374
bad374:
  ret i32 125
ok374:
  %x375 = load i16, ptr @g375
  %r375 = udiv i16 %x375, 10
  %c375 = icmp ne i16 %r375, 6553
  br i1 %c375, label %bad375, label %ok375
bad375:
  ret i32 126
ok375:
  %x376 = load i16, ptr @g376
  %r376 = urem i16 %x376, 10
  %c376 = icmp ne i16 %r376, 5
  br i1 %c376, label %bad376, label %ok376
bad376:
  ret i32 127
ok376:
  %x377 = load i16, ptr @g377
  %r377 = sdiv i16 %x377, -3
  %c377 = icmp ne i16 %r377, 0
  br i1 %c377, label %bad377, label %ok377
bad377:
  ret i32 128
ok377:
  %x378 = load i16, ptr @g378
  %r378 = srem i16 %x378, -3
  %c378 = icmp ne i16 %r378, -1
  br i1 %c378, label %bad378, label %ok378
bad378:
  ret i32 129
ok378:
  %x379 = load i16, ptr @g379
  %r379 = udiv i16 %x379, -3
  %c379 = icmp ne i16 %r379, 1
  br i1 %c379, label %bad379, label %ok379
bad379:
  ret i32 130
ok379:
  %x380 = load i16, ptr @g380
  %r380 = urem i16 %x380, -3
  %c380 = icmp ne i16 %r380, 2
  br i1 %c380, label %bad380, label %ok380
bad380:
  ret i32 131
ok380:
  %x381 = load i16, ptr @g381
  %r381 = sdiv i16 %x381, -10
  %c381 = icmp ne i16 %r381, 0
  br i1 %c381, label %bad381, label %ok381
bad381:
  ret i32 132
ok381:
  %x382 = load i16, ptr @g382
  %r382 = srem i16 %x382, -10
  %c382 = icmp ne i16 %r382, -1
  br i1 %c382, label %bad382, label %ok382
bad382:
  ret i32 133
ok382:
  %x383 = load i16, ptr @g383
  %r383 = udiv i16 %x383, -10
  %c383 = icmp ne i16 %r383, 1
  br i1 %c383, label %bad383, label %ok383
bad383:
  ret i32 134
ok383:
  %x384 = load i16, ptr @g384
  %r384 = urem i16 %x384, -10
  %c384 = icmp ne i16 %r384, 9
  br i1 %c384, label %bad384, label %ok384
bad384:
  ret i32 135
ok384:
  %x385 = load i16, ptr @g385
  %r385 = sdiv i16 %x385, 127
  %c385 = icmp ne i16 %r385, 0
  br i1 %c385, label %bad385, label %ok385
bad385:
  ret i32 136
ok385:
  %x386 = load i16, ptr @g386
  %r386 = srem i16 %x386, 127
  %c386 = icmp ne i16 %r386, -1
  br i1 %c386, label %bad386, label %ok386
bad386:
  ret i32 137
ok386:
  %x387 = load i16, ptr @g387
  %r387 = udiv i16 %x387, 127
  %c387 = icmp ne i16 %r387, 516
  br i1 %c387, label %bad387, label %ok387
bad387:
  ret i32 138
ok387:
  %x388 = load i16, ptr @g388
  %r388 = urem i16 %x388, 127
  %c388 = icmp ne i16 %r388, 3
  br i1 %c388, label %bad388, label %ok388
bad388:
  ret i32 139
ok388:
  %x389 = load i16, ptr @g389
  %r389 = sdiv i16 %x389, 2
  %c389 = icmp ne i16 %r389, 0
  br i1 %c389, label %bad389, label %ok389
bad389:
  ret i32 140
ok389:
  %x390 = load i16, ptr @g390
  %r390 = srem i16 %x390, 2
  %c390 = icmp ne i16 %r390, -1
  br i1 %c390, label %bad390, label %ok390
bad390:
  ret i32 141
ok390:
  %x391 = load i16, ptr @g391
  %r391 = udiv i16 %x391, 2
  %c391 = icmp ne i16 %r391, 32767
  br i1 %c391, label %bad391, label %ok391
bad391:
  ret i32 142
ok391:
  %x392 = load i16, ptr @g392
  %r392 = urem i16 %x392, 2
  %c392 = icmp ne i16 %r392, 1
  br i1 %c392, label %bad392, label %ok392
bad392:
  ret i32 143
ok392:
  %x393 = load i16, ptr @g393
  %r393 = sdiv i16 %x393, 1
  %c393 = icmp ne i16 %r393, -7
  br i1 %c393, label %bad393, label %ok393
bad393:
  ret i32 144
ok393:
  %x394 = load i16, ptr @g394
  %r394 = srem i16 %x394, 1
  %c394 = icmp ne i16 %r394, 0
  br i1 %c394, label %bad394, label %ok394
bad394:
  ret i32 145
ok394:
  %x395 = load i16, ptr @g395
  %r395 = udiv i16 %x395, 1
  %c395 = icmp ne i16 %r395, -7
  br i1 %c395, label %bad395, label %ok395
bad395:
  ret i32 146
ok395:
  %x396 = load i16, ptr @g396
  %r396 = urem i16 %x396, 1
  %c396 = icmp ne i16 %r396, 0
  br i1 %c396, label %bad396, label %ok396
bad396:
  ret i32 147
ok396:
  %x397 = load i16, ptr @g397
  %r397 = sdiv i16 %x397, 3
  %c397 = icmp ne i16 %r397, -2
  br i1 %c397, label %bad397, label %ok397
bad397:
  ret i32 148
ok397:
  %x398 = load i16, ptr @g398
  %r398 = srem i16 %x398, 3
  %c398 = icmp ne i16 %r398, -1
  br i1 %c398, label %bad398, label %ok398
bad398:
  ret i32 149
ok398:
  %x399 = load i16, ptr @g399
  %r399 = udiv i16 %x399, 3
  %c399 = icmp ne i16 %r399, 21843
  br i1 %c399, label %bad399, label %ok399
bad399:
  ret i32 150
ok399:
  %x400 = load i16, ptr @g400
  %r400 = urem i16 %x400, 3
  %c400 = icmp ne i16 %r400, 0
  br i1 %c400, label %bad400, label %ok400
bad400:
  ret i32 151
ok400:
  %x401 = load i16, ptr @g401
  %r401 = sdiv i16 %x401, 10
  %c401 = icmp ne i16 %r401, 0
  br i1 %c401, label %bad401, label %ok401
bad401:
  ret i32 152
ok401:
  %x402 = load i16, ptr @g402
  %r402 = srem i16 %x402, 10
  %c402 = icmp ne i16 %r402, -7
  br i1 %c402, label %bad402, label %ok402
bad402:
  ret i32 153
ok402:
  %x403 = load i16, ptr @g403
  %r403 = udiv i16 %x403, 10
  %c403 = icmp ne i16 %r403, 6552
  br i1 %c403, label %bad403, label %ok403
bad403:
  ret i32 154
ok403:
  %x404 = load i16, ptr @g404
  %r404 = urem i16 %x404, 10
  %c404 = icmp ne i16 %r404, 9
  br i1 %c404, label %bad404, label %ok404
bad404:
  ret i32 155
ok404:
  %x405 = load i16, ptr @g405
  %r405 = sdiv i16 %x405, -3
  %c405 = icmp ne i16 %r405, 2
  br i1 %c405, label %bad405, label %ok405
bad405:
  ret i32 156
ok405:
  %x406 = load i16, ptr @g406
  %r406 = srem i16 %x406, -3
  %c406 = icmp ne i16 %r406, -1
  br i1 %c406, label %bad406, label %ok406
bad406:
  ret i32 157
ok406:
  %x407 = load i16, ptr @g407
  %r407 = udiv i16 %x407, -3
  %c407 = icmp ne i16 %r407, 0
  br i1 %c407, label %bad407, label %ok407
bad407:
  ret i32 158
ok407:
  %x408 = load i16, ptr @g408
  %r408 = urem i16 %x408, -3
  %c408 = icmp ne i16 %r408, -7
  br i1 %c408, label %bad408, label %ok408
bad408:
  ret i32 159
ok408:
  %x409 = load i16, ptr @g409
  %r409 = sdiv i16 %x409, -10
  %c409 = icmp ne i16 %r409, 0
  br i1 %c409, label %bad409, label %ok409
bad409:
  ret i32 160
ok409:
  %x410 = load i16, ptr @g410
  %r410 = srem i16 %x410, -10
  %c410 = icmp ne i16 %r410, -7
  br i1 %c410, label %bad410, label %ok410
bad410:
  ret i32 161
ok410:
  %x411 = load i16, ptr @g411
  %r411 = udiv i16 %x411, -10
  %c411 = icmp ne i16 %r411, 1
  br i1 %c411, label %bad411, label %ok411
bad411:
  ret i32 162
ok411:
  %x412 = load i16, ptr @g412
  %r412 = urem i16 %x412, -10
  %c412 = icmp ne i16 %r412, 3
  br i1 %c412, label %bad412, label %ok412
bad412:
  ret i32 163
ok412:
  %x413 = load i16, ptr @g413
  %r413 = sdiv i16 %x413, 127
  %c413 = icmp ne i16 %r413, 0
  br i1 %c413, label %bad413, label %ok413
bad413:
  ret i32 164
ok413:
  %x414 = load i16, ptr @g414
  %r414 = srem i16 %x414, 127
  %c414 = icmp ne i16 %r414, -7
  br i1 %c414, label %bad414, label %ok414
bad414:
  ret i32 165
ok414:
  %x415 = load i16, ptr @g415
  %r415 = udiv i16 %x415, 127
  %c415 = icmp ne i16 %r415, 515
  br i1 %c415, label %bad415, label %ok415
bad415:
  ret i32 166
ok415:
  %x416 = load i16, ptr @g416
  %r416 = urem i16 %x416, 127
  %c416 = icmp ne i16 %r416, 124
  br i1 %c416, label %bad416, label %ok416
bad416:
  ret i32 167
ok416:
  %x417 = load i16, ptr @g417
  %r417 = sdiv i16 %x417, 2
  %c417 = icmp ne i16 %r417, -3
  br i1 %c417, label %bad417, label %ok417
bad417:
  ret i32 168
ok417:
  %x418 = load i16, ptr @g418
  %r418 = srem i16 %x418, 2
  %c418 = icmp ne i16 %r418, -1
  br i1 %c418, label %bad418, label %ok418
bad418:
  ret i32 169
ok418:
  %x419 = load i16, ptr @g419
  %r419 = udiv i16 %x419, 2
  %c419 = icmp ne i16 %r419, 32764
  br i1 %c419, label %bad419, label %ok419
bad419:
  ret i32 170
ok419:
  %x420 = load i16, ptr @g420
  %r420 = urem i16 %x420, 2
  %c420 = icmp ne i16 %r420, 1
  br i1 %c420, label %bad420, label %ok420
bad420:
  ret i32 171
ok420:
  %x421 = load i16, ptr @g421
  %r421 = sdiv i16 %x421, 1
  %c421 = icmp ne i16 %r421, -100
  br i1 %c421, label %bad421, label %ok421
bad421:
  ret i32 172
ok421:
  %x422 = load i16, ptr @g422
  %r422 = srem i16 %x422, 1
  %c422 = icmp ne i16 %r422, 0
  br i1 %c422, label %bad422, label %ok422
bad422:
  ret i32 173
ok422:
  %x423 = load i16, ptr @g423
  %r423 = udiv i16 %x423, 1
  %c423 = icmp ne i16 %r423, -100
  br i1 %c423, label %bad423, label %ok423
bad423:
  ret i32 174
ok423:
  %x424 = load i16, ptr @g424
  %r424 = urem i16 %x424, 1
  %c424 = icmp ne i16 %r424, 0
  br i1 %c424, label %bad424, label %ok424
bad424:
  ret i32 175
ok424:
  %x425 = load i16, ptr @g425
  %r425 = sdiv i16 %x425, 3
  %c425 = icmp ne i16 %r425, -33
  br i1 %c425, label %bad425, label %ok425
bad425:
  ret i32 176
ok425:
  %x426 = load i16, ptr @g426
  %r426 = srem i16 %x426, 3
  %c426 = icmp ne i16 %r426, -1
  br i1 %c426, label %bad426, label %ok426
bad426:
  ret i32 177
ok426:
  %x427 = load i16, ptr @g427
  %r427 = udiv i16 %x427, 3
  %c427 = icmp ne i16 %r427, 21812
  br i1 %c427, label %bad427, label %ok427
bad427:
  ret i32 178
ok427:
  %x428 = load i16, ptr @g428
  %r428 = urem i16 %x428, 3
  %c428 = icmp ne i16 %r428, 0
  br i1 %c428, label %bad428, label %ok428
bad428:
  ret i32 179
ok428:
  %x429 = load i16, ptr @g429
  %r429 = sdiv i16 %x429, 10
  %c429 = icmp ne i16 %r429, -10
  br i1 %c429, label %bad429, label %ok429
bad429:
  ret i32 180
ok429:
  %x430 = load i16, ptr @g430
  %r430 = srem i16 %x430, 10
  %c430 = icmp ne i16 %r430, 0
  br i1 %c430, label %bad430, label %ok430
bad430:
  ret i32 181
ok430:
  %x431 = load i16, ptr @g431
  %r431 = udiv i16 %x431, 10
  %c431 = icmp ne i16 %r431, 6543
  br i1 %c431, label %bad431, label %ok431
bad431:
  ret i32 182
ok431:
  %x432 = load i16, ptr @g432
  %r432 = urem i16 %x432, 10
  %c432 = icmp ne i16 %r432, 6
  br i1 %c432, label %bad432, label %ok432
bad432:
  ret i32 183
ok432:
  %x433 = load i16, ptr @g433
  %r433 = sdiv i16 %x433, -3
  %c433 = icmp ne i16 %r433, 33
  br i1 %c433, label %bad433, label %ok433
bad433:
  ret i32 184
ok433:
  %x434 = load i16, ptr @g434
  %r434 = srem i16 %x434, -3
  %c434 = icmp ne i16 %r434, -1
  br i1 %c434, label %bad434, label %ok434
bad434:
  ret i32 185
ok434:
  %x435 = load i16, ptr @g435
  %r435 = udiv i16 %x435, -3
  %c435 = icmp ne i16 %r435, 0
  br i1 %c435, label %bad435, label %ok435
bad435:
  ret i32 186
ok435:
  %x436 = load i16, ptr @g436
  %r436 = urem i16 %x436, -3
  %c436 = icmp ne i16 %r436, -100
  br i1 %c436, label %bad436, label %ok436
bad436:
  ret i32 187
ok436:
  %x437 = load i16, ptr @g437
  %r437 = sdiv i16 %x437, -10
  %c437 = icmp ne i16 %r437, 10
  br i1 %c437, label %bad437, label %ok437
bad437:
  ret i32 188
ok437:
  %x438 = load i16, ptr @g438
  %r438 = srem i16 %x438, -10
  %c438 = icmp ne i16 %r438, 0
  br i1 %c438, label %bad438, label %ok438
bad438:
  ret i32 189
ok438:
  %x439 = load i16, ptr @g439
  %r439 = udiv i16 %x439, -10
  %c439 = icmp ne i16 %r439, 0
  br i1 %c439, label %bad439, label %ok439
bad439:
  ret i32 190
ok439:
  %x440 = load i16, ptr @g440
  %r440 = urem i16 %x440, -10
  %c440 = icmp ne i16 %r440, -100
  br i1 %c440, label %bad440, label %ok440
bad440:
  ret i32 191
ok440:
  %x441 = load i16, ptr @g441
  %r441 = sdiv i16 %x441, 127
  %c441 = icmp ne i16 %r441, 0
  br i1 %c441, label %bad441, label %ok441
bad441:
  ret i32 192
ok441:
  %x442 = load i16, ptr @g442
  %r442 = srem i16 %x442, 127
  %c442 = icmp ne i16 %r442, -100
  br i1 %c442, label %bad442, label %ok442
bad442:
  ret i32 193
ok442:
  %x443 = load i16, ptr @g443
  %r443 = udiv i16 %x443, 127
  %c443 = icmp ne i16 %r443, 515
  br i1 %c443, label %bad443, label %ok443
bad443:
  ret i32 194
ok443:
  %x444 = load i16, ptr @g444
  %r444 = urem i16 %x444, 127
  %c444 = icmp ne i16 %r444, 31
  br i1 %c444, label %bad444, label %ok444
bad444:
  ret i32 195
ok444:
  %x445 = load i16, ptr @g445
  %r445 = sdiv i16 %x445, 2
  %c445 = icmp ne i16 %r445, -50
  br i1 %c445, label %bad445, label %ok445
bad445:
  ret i32 196
ok445:
  %x446 = load i16, ptr @g446
  %r446 = srem i16 %x446, 2
  %c446 = icmp ne i16 %r446, 0
  br i1 %c446, label %bad446, label %ok446
bad446:
  ret i32 197
ok446:
  %x447 = load i16, ptr @g447
  %r447 = udiv i16 %x447, 2
  %c447 = icmp ne i16 %r447, 32718
  br i1 %c447, label %bad447, label %ok447
bad447:
  ret i32 198
ok447:
  %x448 = load i16, ptr @g448
  %r448 = urem i16 %x448, 2
  %c448 = icmp ne i16 %r448, 0
  br i1 %c448, label %bad448, label %ok448
bad448:
  ret i32 199
ok448:
  %x449 = load i16, ptr @g449
  %r449 = sdiv i16 %x449, 1
  %c449 = icmp ne i16 %r449, -32768
  br i1 %c449, label %bad449, label %ok449
bad449:
  ret i32 200
ok449:
  %x450 = load i16, ptr @g450
  %r450 = srem i16 %x450, 1
  %c450 = icmp ne i16 %r450, 0
  br i1 %c450, label %bad450, label %ok450
bad450:
  ret i32 201
ok450:
  %x451 = load i16, ptr @g451
  %r451 = udiv i16 %x451, 1
  %c451 = icmp ne i16 %r451, -32768
  br i1 %c451, label %bad451, label %ok451
bad451:
  ret i32 202
ok451:
  %x452 = load i16, ptr @g452
  %r452 = urem i16 %x452, 1
  %c452 = icmp ne i16 %r452, 0
  br i1 %c452, label %bad452, label %ok452
bad452:
  ret i32 203
ok452:
  %x453 = load i16, ptr @g453
  %r453 = sdiv i16 %x453, 3
  %c453 = icmp ne i16 %r453, -10922
  br i1 %c453, label %bad453, label %ok453
bad453:
  ret i32 204
ok453:
  %x454 = load i16, ptr @g454
  %r454 = srem i16 %x454, 3
  %c454 = icmp ne i16 %r454, -2
  br i1 %c454, label %bad454, label %ok454
bad454:
  ret i32 205
ok454:
  %x455 = load i16, ptr @g455
  %r455 = udiv i16 %x455, 3
  %c455 = icmp ne i16 %r455, 10922
  br i1 %c455, label %bad455, label %ok455
bad455:
  ret i32 206
ok455:
  %x456 = load i16, ptr @g456
  %r456 = urem i16 %x456, 3
  %c456 = icmp ne i16 %r456, 2
  br i1 %c456, label %bad456, label %ok456
bad456:
  ret i32 207
ok456:
  %x457 = load i16, ptr @g457
  %r457 = sdiv i16 %x457, 10
  %c457 = icmp ne i16 %r457, -3276
  br i1 %c457, label %bad457, label %ok457
bad457:
  ret i32 208
ok457:
  %x458 = load i16, ptr @g458
  %r458 = srem i16 %x458, 10
  %c458 = icmp ne i16 %r458, -8
  br i1 %c458, label %bad458, label %ok458
bad458:
  ret i32 209
ok458:
  %x459 = load i16, ptr @g459
  %r459 = udiv i16 %x459, 10
  %c459 = icmp ne i16 %r459, 3276
  br i1 %c459, label %bad459, label %ok459
bad459:
  ret i32 210
ok459:
  %x460 = load i16, ptr @g460
  %r460 = urem i16 %x460, 10
  %c460 = icmp ne i16 %r460, 8
  br i1 %c460, label %bad460, label %ok460
bad460:
  ret i32 211
ok460:
  %x461 = load i16, ptr @g461
  %r461 = sdiv i16 %x461, -3
  %c461 = icmp ne i16 %r461, 10922
  br i1 %c461, label %bad461, label %ok461
bad461:
  ret i32 212
ok461:
  %x462 = load i16, ptr @g462
  %r462 = srem i16 %x462, -3
  %c462 = icmp ne i16 %r462, -2
  br i1 %c462, label %bad462, label %ok462
bad462:
  ret i32 213
ok462:
  %x463 = load i16, ptr @g463
  %r463 = udiv i16 %x463, -3
  %c463 = icmp ne i16 %r463, 0
  br i1 %c463, label %bad463, label %ok463
bad463:
  ret i32 214
ok463:
  %x464 = load i16, ptr @g464
  %r464 = urem i16 %x464, -3
  %c464 = icmp ne i16 %r464, -32768
  br i1 %c464, label %bad464, label %ok464
bad464:
  ret i32 215
ok464:
  %x465 = load i16, ptr @g465
  %r465 = sdiv i16 %x465, -10
  %c465 = icmp ne i16 %r465, 3276
  br i1 %c465, label %bad465, label %ok465
bad465:
  ret i32 216
ok465:
  %x466 = load i16, ptr @g466
  %r466 = srem i16 %x466, -10
  %c466 = icmp ne i16 %r466, -8
  br i1 %c466, label %bad466, label %ok466
bad466:
  ret i32 217
ok466:
  %x467 = load i16, ptr @g467
  %r467 = udiv i16 %x467, -10
  %c467 = icmp ne i16 %r467, 0
  br i1 %c467, label %bad467, label %ok467
bad467:
  ret i32 218
ok467:
  %x468 = load i16, ptr @g468
  %r468 = urem i16 %x468, -10
  %c468 = icmp ne i16 %r468, -32768
  br i1 %c468, label %bad468, label %ok468
bad468:
  ret i32 219
ok468:
  %x469 = load i16, ptr @g469
  %r469 = sdiv i16 %x469, 127
  %c469 = icmp ne i16 %r469, -258
  br i1 %c469, label %bad469, label %ok469
bad469:
  ret i32 220
ok469:
  %x470 = load i16, ptr @g470
  %r470 = srem i16 %x470, 127
  %c470 = icmp ne i16 %r470, -2
  br i1 %c470, label %bad470, label %ok470
bad470:
  ret i32 221
ok470:
  %x471 = load i16, ptr @g471
  %r471 = udiv i16 %x471, 127
  %c471 = icmp ne i16 %r471, 258
  br i1 %c471, label %bad471, label %ok471
bad471:
  ret i32 222
ok471:
  %x472 = load i16, ptr @g472
  %r472 = urem i16 %x472, 127
  %c472 = icmp ne i16 %r472, 2
  br i1 %c472, label %bad472, label %ok472
bad472:
  ret i32 223
ok472:
  %x473 = load i16, ptr @g473
  %r473 = sdiv i16 %x473, 2
  %c473 = icmp ne i16 %r473, -16384
  br i1 %c473, label %bad473, label %ok473
bad473:
  ret i32 224
ok473:
  %x474 = load i16, ptr @g474
  %r474 = srem i16 %x474, 2
  %c474 = icmp ne i16 %r474, 0
  br i1 %c474, label %bad474, label %ok474
bad474:
  ret i32 225
ok474:
  %x475 = load i16, ptr @g475
  %r475 = udiv i16 %x475, 2
  %c475 = icmp ne i16 %r475, 16384
  br i1 %c475, label %bad475, label %ok475
bad475:
  ret i32 226
ok475:
  %x476 = load i16, ptr @g476
  %r476 = urem i16 %x476, 2
  %c476 = icmp ne i16 %r476, 0
  br i1 %c476, label %bad476, label %ok476
bad476:
  ret i32 227
ok476:
  %x477 = load i16, ptr @g477
  %r477 = sdiv i16 %x477, 1
  %c477 = icmp ne i16 %r477, 32767
  br i1 %c477, label %bad477, label %ok477
bad477:
  ret i32 228
ok477:
  %x478 = load i16, ptr @g478
  %r478 = srem i16 %x478, 1
  %c478 = icmp ne i16 %r478, 0
  br i1 %c478, label %bad478, label %ok478
bad478:
  ret i32 229
ok478:
  %x479 = load i16, ptr @g479
  %r479 = udiv i16 %x479, 1
  %c479 = icmp ne i16 %r479, 32767
  br i1 %c479, label %bad479, label %ok479
bad479:
  ret i32 230
ok479:
  %x480 = load i16, ptr @g480
  %r480 = urem i16 %x480, 1
  %c480 = icmp ne i16 %r480, 0
  br i1 %c480, label %bad480, label %ok480
bad480:
  ret i32 231
ok480:
  %x481 = load i16, ptr @g481
  %r481 = sdiv i16 %x481, 3
  %c481 = icmp ne i16 %r481, 10922
  br i1 %c481, label %bad481, label %ok481
bad481:
  ret i32 232
ok481:
  %x482 = load i16, ptr @g482
  %r482 = srem i16 %x482, 3
  %c482 = icmp ne i16 %r482, 1
  br i1 %c482, label %bad482, label %ok482
bad482:
  ret i32 233
ok482:
  %x483 = load i16, ptr @g483
  %r483 = udiv i16 %x483, 3
  %c483 = icmp ne i16 %r483, 10922
  br i1 %c483, label %bad483, label %ok483
bad483:
  ret i32 234
ok483:
  %x484 = load i16, ptr @g484
  %r484 = urem i16 %x484, 3
  %c484 = icmp ne i16 %r484, 1
  br i1 %c484, label %bad484, label %ok484
bad484:
  ret i32 235
ok484:
  %x485 = load i16, ptr @g485
  %r485 = sdiv i16 %x485, 10
  %c485 = icmp ne i16 %r485, 3276
  br i1 %c485, label %bad485, label %ok485
bad485:
  ret i32 236
ok485:
  %x486 = load i16, ptr @g486
  %r486 = srem i16 %x486, 10
  %c486 = icmp ne i16 %r486, 7
  br i1 %c486, label %bad486, label %ok486
bad486:
  ret i32 237
ok486:
  %x487 = load i16, ptr @g487
  %r487 = udiv i16 %x487, 10
  %c487 = icmp ne i16 %r487, 3276
  br i1 %c487, label %bad487, label %ok487
bad487:
  ret i32 238
ok487:
  %x488 = load i16, ptr @g488
  %r488 = urem i16 %x488, 10
  %c488 = icmp ne i16 %r488, 7
  br i1 %c488, label %bad488, label %ok488
bad488:
  ret i32 239
ok488:
  %x489 = load i16, ptr @g489
  %r489 = sdiv i16 %x489, -3
  %c489 = icmp ne i16 %r489, -10922
  br i1 %c489, label %bad489, label %ok489
bad489:
  ret i32 240
ok489:
  %x490 = load i16, ptr @g490
  %r490 = srem i16 %x490, -3
  %c490 = icmp ne i16 %r490, 1
  br i1 %c490, label %bad490, label %ok490
bad490:
  ret i32 241
ok490:
  %x491 = load i16, ptr @g491
  %r491 = udiv i16 %x491, -3
  %c491 = icmp ne i16 %r491, 0
  br i1 %c491, label %bad491, label %ok491
bad491:
  ret i32 242
ok491:
  %x492 = load i16, ptr @g492
  %r492 = urem i16 %x492, -3
  %c492 = icmp ne i16 %r492, 32767
  br i1 %c492, label %bad492, label %ok492
bad492:
  ret i32 243
ok492:
  %x493 = load i16, ptr @g493
  %r493 = sdiv i16 %x493, -10
  %c493 = icmp ne i16 %r493, -3276
  br i1 %c493, label %bad493, label %ok493
bad493:
  ret i32 244
ok493:
  %x494 = load i16, ptr @g494
  %r494 = srem i16 %x494, -10
  %c494 = icmp ne i16 %r494, 7
  br i1 %c494, label %bad494, label %ok494
bad494:
  ret i32 245
ok494:
  %x495 = load i16, ptr @g495
  %r495 = udiv i16 %x495, -10
  %c495 = icmp ne i16 %r495, 0
  br i1 %c495, label %bad495, label %ok495
bad495:
  ret i32 246
ok495:
  %x496 = load i16, ptr @g496
  %r496 = urem i16 %x496, -10
  %c496 = icmp ne i16 %r496, 32767
  br i1 %c496, label %bad496, label %ok496
bad496:
  ret i32 247
ok496:
  %x497 = load i16, ptr @g497
  %r497 = sdiv i16 %x497, 127
  %c497 = icmp ne i16 %r497, 258
  br i1 %c497, label %bad497, label %ok497
bad497:
  ret i32 248
ok497:
  %x498 = load i16, ptr @g498
  %r498 = srem i16 %x498, 127
  %c498 = icmp ne i16 %r498, 1
  br i1 %c498, label %bad498, label %ok498
bad498:
  ret i32 249
ok498:
  %x499 = load i16, ptr @g499
  %r499 = udiv i16 %x499, 127
  %c499 = icmp ne i16 %r499, 258
  br i1 %c499, label %bad499, label %ok499
bad499:
  ret i32 250
ok499:
  %x500 = load i16, ptr @g500
  %r500 = urem i16 %x500, 127
  %c500 = icmp ne i16 %r500, 1
  br i1 %c500, label %bad500, label %ok500
bad500:
  ret i32 1
ok500:
  %x501 = load i16, ptr @g501
  %r501 = sdiv i16 %x501, 2
  %c501 = icmp ne i16 %r501, 16383
  br i1 %c501, label %bad501, label %ok501
bad501:
  ret i32 2
ok501:
  %x502 = load i16, ptr @g502
  %r502 = srem i16 %x502, 2
  %c502 = icmp ne i16 %r502, 1
  br i1 %c502, label %bad502, label %ok502
bad502:
  ret i32 3
ok502:
  %x503 = load i16, ptr @g503
  %r503 = udiv i16 %x503, 2
  %c503 = icmp ne i16 %r503, 16383
  br i1 %c503, label %bad503, label %ok503
bad503:
  ret i32 4
ok503:
  %x504 = load i16, ptr @g504
  %r504 = urem i16 %x504, 2
  %c504 = icmp ne i16 %r504, 1
  br i1 %c504, label %bad504, label %ok504
bad504:
  ret i32 5
ok504:
  %x505 = load i32, ptr @g505
  %r505 = sdiv i32 %x505, 1
  %c505 = icmp ne i32 %r505, 0
  br i1 %c505, label %bad505, label %ok505
bad505:
  ret i32 6
ok505:
  %x506 = load i32, ptr @g506
  %r506 = srem i32 %x506, 1
  %c506 = icmp ne i32 %r506, 0
  br i1 %c506, label %bad506, label %ok506
bad506:
  ret i32 7
ok506:
  %x507 = load i32, ptr @g507
  %r507 = udiv i32 %x507, 1
  %c507 = icmp ne i32 %r507, 0
  br i1 %c507, label %bad507, label %ok507
bad507:
  ret i32 8
ok507:
  %x508 = load i32, ptr @g508
  %r508 = urem i32 %x508, 1
  %c508 = icmp ne i32 %r508, 0
  br i1 %c508, label %bad508, label %ok508
bad508:
  ret i32 9
ok508:
  %x509 = load i32, ptr @g509
  %r509 = sdiv i32 %x509, 3
  %c509 = icmp ne i32 %r509, 0
  br i1 %c509, label %bad509, label %ok509
bad509:
  ret i32 10
ok509:
  %x510 = load i32, ptr @g510
  %r510 = srem i32 %x510, 3
  %c510 = icmp ne i32 %r510, 0
  br i1 %c510, label %bad510, label %ok510
bad510:
  ret i32 11
ok510:
  %x511 = load i32, ptr @g511
  %r511 = udiv i32 %x511, 3
  %c511 = icmp ne i32 %r511, 0
  br i1 %c511, label %bad511, label %ok511
bad511:
  ret i32 12
ok511:
  %x512 = load i32, ptr @g512
  %r512 = urem i32 %x512, 3
  %c512 = icmp ne i32 %r512, 0
  br i1 %c512, label %bad512, label %ok512
bad512:
  ret i32 13
ok512:
  %x513 = load i32, ptr @g513
  %r513 = sdiv i32 %x513, 10
  %c513 = icmp ne i32 %r513, 0
  br i1 %c513, label %bad513, label %ok513
bad513:
  ret i32 14
ok513:
  %x514 = load i32, ptr @g514
  %r514 = srem i32 %x514, 10
  %c514 = icmp ne i32 %r514, 0
  br i1 %c514, label %bad514, label %ok514
bad514:
  ret i32 15
ok514:
  %x515 = load i32, ptr @g515
  %r515 = udiv i32 %x515, 10
  %c515 = icmp ne i32 %r515, 0
  br i1 %c515, label %bad515, label %ok515
bad515:
  ret i32 16
ok515:
  %x516 = load i32, ptr @g516
  %r516 = urem i32 %x516, 10
  %c516 = icmp ne i32 %r516, 0
  br i1 %c516, label %bad516, label %ok516
bad516:
  ret i32 17
ok516:
  %x517 = load i32, ptr @g517
  %r517 = sdiv i32 %x517, -3
  %c517 = icmp ne i32 %r517, 0
  br i1 %c517, label %bad517, label %ok517
bad517:
  ret i32 18
ok517:
  %x518 = load i32, ptr @g518
  %r518 = srem i32 %x518, -3
  %c518 = icmp ne i32 %r518, 0
  br i1 %c518, label %bad518, label %ok518
bad518:
  ret i32 19
ok518:
  %x519 = load i32, ptr @g519
  %r519 = udiv i32 %x519, -3
  %c519 = icmp ne i32 %r519, 0
  br i1 %c519, label %bad519, label %ok519
bad519:
  ret i32 20
ok519:
  %x520 = load i32, ptr @g520
  %r520 = urem i32 %x520, -3
  %c520 = icmp ne i32 %r520, 0
  br i1 %c520, label %bad520, label %ok520
bad520:
  ret i32 21
ok520:
  %x521 = load i32, ptr @g521
  %r521 = sdiv i32 %x521, -10
  %c521 = icmp ne i32 %r521, 0
  br i1 %c521, label %bad521, label %ok521
bad521:
  ret i32 22
ok521:
  %x522 = load i32, ptr @g522
  %r522 = srem i32 %x522, -10
  %c522 = icmp ne i32 %r522, 0
  br i1 %c522, label %bad522, label %ok522
bad522:
  ret i32 23
ok522:
  %x523 = load i32, ptr @g523
  %r523 = udiv i32 %x523, -10
  %c523 = icmp ne i32 %r523, 0
  br i1 %c523, label %bad523, label %ok523
bad523:
  ret i32 24
ok523:
  %x524 = load i32, ptr @g524
  %r524 = urem i32 %x524, -10
  %c524 = icmp ne i32 %r524, 0
  br i1 %c524, label %bad524, label %ok524
bad524:
  ret i32 25
ok524:
  %x525 = load i32, ptr @g525
  %r525 = sdiv i32 %x525, 127
  %c525 = icmp ne i32 %r525, 0
  br i1 %c525, label %bad525, label %ok525
bad525:
  ret i32 26
ok525:
  %x526 = load i32, ptr @g526
  %r526 = srem i32 %x526, 127
  %c526 = icmp ne i32 %r526, 0
  br i1 %c526, label %bad526, label %ok526
bad526:
  ret i32 27
ok526:
  %x527 = load i32, ptr @g527
  %r527 = udiv i32 %x527, 127
  %c527 = icmp ne i32 %r527, 0
  br i1 %c527, label %bad527, label %ok527
bad527:
  ret i32 28
ok527:
  %x528 = load i32, ptr @g528
  %r528 = urem i32 %x528, 127
  %c528 = icmp ne i32 %r528, 0
  br i1 %c528, label %bad528, label %ok528
bad528:
  ret i32 29
ok528:
  %x529 = load i32, ptr @g529
  %r529 = sdiv i32 %x529, 2
  %c529 = icmp ne i32 %r529, 0
  br i1 %c529, label %bad529, label %ok529
bad529:
  ret i32 30
ok529:
  %x530 = load i32, ptr @g530
  %r530 = srem i32 %x530, 2
  %c530 = icmp ne i32 %r530, 0
  br i1 %c530, label %bad530, label %ok530
bad530:
  ret i32 31
ok530:
  %x531 = load i32, ptr @g531
  %r531 = udiv i32 %x531, 2
  %c531 = icmp ne i32 %r531, 0
  br i1 %c531, label %bad531, label %ok531
bad531:
  ret i32 32
ok531:
  %x532 = load i32, ptr @g532
  %r532 = urem i32 %x532, 2
  %c532 = icmp ne i32 %r532, 0
  br i1 %c532, label %bad532, label %ok532
bad532:
  ret i32 33
ok532:
  %x533 = load i32, ptr @g533
  %r533 = sdiv i32 %x533, 1
  %c533 = icmp ne i32 %r533, 1
  br i1 %c533, label %bad533, label %ok533
bad533:
  ret i32 34
ok533:
  %x534 = load i32, ptr @g534
  %r534 = srem i32 %x534, 1
  %c534 = icmp ne i32 %r534, 0
  br i1 %c534, label %bad534, label %ok534
bad534:
  ret i32 35
ok534:
  %x535 = load i32, ptr @g535
  %r535 = udiv i32 %x535, 1
  %c535 = icmp ne i32 %r535, 1
  br i1 %c535, label %bad535, label %ok535
bad535:
  ret i32 36
ok535:
  %x536 = load i32, ptr @g536
  %r536 = urem i32 %x536, 1
  %c536 = icmp ne i32 %r536, 0
  br i1 %c536, label %bad536, label %ok536
bad536:
  ret i32 37
ok536:
  %x537 = load i32, ptr @g537
  %r537 = sdiv i32 %x537, 3
  %c537 = icmp ne i32 %r537, 0
  br i1 %c537, label %bad537, label %ok537
bad537:
  ret i32 38
ok537:
  %x538 = load i32, ptr @g538
  %r538 = srem i32 %x538, 3
  %c538 = icmp ne i32 %r538, 1
  br i1 %c538, label %bad538, label %ok538
bad538:
  ret i32 39
ok538:
  %x539 = load i32, ptr @g539
  %r539 = udiv i32 %x539, 3
  %c539 = icmp ne i32 %r539, 0
  br i1 %c539, label %bad539, label %ok539
bad539:
  ret i32 40
ok539:
  %x540 = load i32, ptr @g540
  %r540 = urem i32 %x540, 3
  %c540 = icmp ne i32 %r540, 1
  br i1 %c540, label %bad540, label %ok540
bad540:
  ret i32 41
ok540:
  %x541 = load i32, ptr @g541
  %r541 = sdiv i32 %x541, 10
  %c541 = icmp ne i32 %r541, 0
  br i1 %c541, label %bad541, label %ok541
bad541:
  ret i32 42
ok541:
  %x542 = load i32, ptr @g542
  %r542 = srem i32 %x542, 10
  %c542 = icmp ne i32 %r542, 1
  br i1 %c542, label %bad542, label %ok542
bad542:
  ret i32 43
ok542:
  %x543 = load i32, ptr @g543
  %r543 = udiv i32 %x543, 10
  %c543 = icmp ne i32 %r543, 0
  br i1 %c543, label %bad543, label %ok543
bad543:
  ret i32 44
ok543:
  %x544 = load i32, ptr @g544
  %r544 = urem i32 %x544, 10
  %c544 = icmp ne i32 %r544, 1
  br i1 %c544, label %bad544, label %ok544
bad544:
  ret i32 45
ok544:
  %x545 = load i32, ptr @g545
  %r545 = sdiv i32 %x545, -3
  %c545 = icmp ne i32 %r545, 0
  br i1 %c545, label %bad545, label %ok545
bad545:
  ret i32 46
ok545:
  %x546 = load i32, ptr @g546
  %r546 = srem i32 %x546, -3
  %c546 = icmp ne i32 %r546, 1
  br i1 %c546, label %bad546, label %ok546
bad546:
  ret i32 47
ok546:
  %x547 = load i32, ptr @g547
  %r547 = udiv i32 %x547, -3
  %c547 = icmp ne i32 %r547, 0
  br i1 %c547, label %bad547, label %ok547
bad547:
  ret i32 48
ok547:
  %x548 = load i32, ptr @g548
  %r548 = urem i32 %x548, -3
  %c548 = icmp ne i32 %r548, 1
  br i1 %c548, label %bad548, label %ok548
bad548:
  ret i32 49
ok548:
  %x549 = load i32, ptr @g549
  %r549 = sdiv i32 %x549, -10
  %c549 = icmp ne i32 %r549, 0
  br i1 %c549, label %bad549, label %ok549
bad549:
  ret i32 50
ok549:
  %x550 = load i32, ptr @g550
  %r550 = srem i32 %x550, -10
  %c550 = icmp ne i32 %r550, 1
  br i1 %c550, label %bad550, label %ok550
bad550:
  ret i32 51
ok550:
  %x551 = load i32, ptr @g551
  %r551 = udiv i32 %x551, -10
  %c551 = icmp ne i32 %r551, 0
  br i1 %c551, label %bad551, label %ok551
bad551:
  ret i32 52
ok551:
  %x552 = load i32, ptr @g552
  %r552 = urem i32 %x552, -10
  %c552 = icmp ne i32 %r552, 1
  br i1 %c552, label %bad552, label %ok552
bad552:
  ret i32 53
ok552:
  %x553 = load i32, ptr @g553
  %r553 = sdiv i32 %x553, 127
  %c553 = icmp ne i32 %r553, 0
  br i1 %c553, label %bad553, label %ok553
bad553:
  ret i32 54
ok553:
  %x554 = load i32, ptr @g554
  %r554 = srem i32 %x554, 127
  %c554 = icmp ne i32 %r554, 1
  br i1 %c554, label %bad554, label %ok554
bad554:
  ret i32 55
ok554:
  %x555 = load i32, ptr @g555
  %r555 = udiv i32 %x555, 127
  %c555 = icmp ne i32 %r555, 0
  br i1 %c555, label %bad555, label %ok555
bad555:
  ret i32 56
ok555:
  %x556 = load i32, ptr @g556
  %r556 = urem i32 %x556, 127
  %c556 = icmp ne i32 %r556, 1
  br i1 %c556, label %bad556, label %ok556
bad556:
  ret i32 57
ok556:
  %x557 = load i32, ptr @g557
  %r557 = sdiv i32 %x557, 2
  %c557 = icmp ne i32 %r557, 0
  br i1 %c557, label %bad557, label %ok557
bad557:
  ret i32 58
ok557:
  %x558 = load i32, ptr @g558
  %r558 = srem i32 %x558, 2
  %c558 = icmp ne i32 %r558, 1
  br i1 %c558, label %bad558, label %ok558
bad558:
  ret i32 59
ok558:
  %x559 = load i32, ptr @g559
  %r559 = udiv i32 %x559, 2
  %c559 = icmp ne i32 %r559, 0
  br i1 %c559, label %bad559, label %ok559
bad559:
  ret i32 60
ok559:
  %x560 = load i32, ptr @g560
  %r560 = urem i32 %x560, 2
  %c560 = icmp ne i32 %r560, 1
  br i1 %c560, label %bad560, label %ok560
bad560:
  ret i32 61
ok560:
  %x561 = load i32, ptr @g561
  %r561 = sdiv i32 %x561, 1
  %c561 = icmp ne i32 %r561, 7
  br i1 %c561, label %bad561, label %ok561
bad561:
  ret i32 62
ok561:
  %x562 = load i32, ptr @g562
  %r562 = srem i32 %x562, 1
  %c562 = icmp ne i32 %r562, 0
  br i1 %c562, label %bad562, label %ok562
bad562:
  ret i32 63
ok562:
  %x563 = load i32, ptr @g563
  %r563 = udiv i32 %x563, 1
  %c563 = icmp ne i32 %r563, 7
  br i1 %c563, label %bad563, label %ok563
bad563:
  ret i32 64
ok563:
  %x564 = load i32, ptr @g564
  %r564 = urem i32 %x564, 1
  %c564 = icmp ne i32 %r564, 0
  br i1 %c564, label %bad564, label %ok564
bad564:
  ret i32 65
ok564:
  %x565 = load i32, ptr @g565
  %r565 = sdiv i32 %x565, 3
  %c565 = icmp ne i32 %r565, 2
  br i1 %c565, label %bad565, label %ok565
bad565:
  ret i32 66
ok565:
  %x566 = load i32, ptr @g566
  %r566 = srem i32 %x566, 3
  %c566 = icmp ne i32 %r566, 1
  br i1 %c566, label %bad566, label %ok566
bad566:
  ret i32 67
ok566:
  %x567 = load i32, ptr @g567
  %r567 = udiv i32 %x567, 3
  %c567 = icmp ne i32 %r567, 2
  br i1 %c567, label %bad567, label %ok567
bad567:
  ret i32 68
ok567:
  %x568 = load i32, ptr @g568
  %r568 = urem i32 %x568, 3
  %c568 = icmp ne i32 %r568, 1
  br i1 %c568, label %bad568, label %ok568
bad568:
  ret i32 69
ok568:
  %x569 = load i32, ptr @g569
  %r569 = sdiv i32 %x569, 10
  %c569 = icmp ne i32 %r569, 0
  br i1 %c569, label %bad569, label %ok569
bad569:
  ret i32 70
ok569:
  %x570 = load i32, ptr @g570
  %r570 = srem i32 %x570, 10
  %c570 = icmp ne i32 %r570, 7
  br i1 %c570, label %bad570, label %ok570
bad570:
  ret i32 71
ok570:
  %x571 = load i32, ptr @g571
  %r571 = udiv i32 %x571, 10
  %c571 = icmp ne i32 %r571, 0
  br i1 %c571, label %bad571, label %ok571
bad571:
  ret i32 72
ok571:
  %x572 = load i32, ptr @g572
  %r572 = urem i32 %x572, 10
  %c572 = icmp ne i32 %r572, 7
  br i1 %c572, label %bad572, label %ok572
bad572:
  ret i32 73
ok572:
  %x573 = load i32, ptr @g573
  %r573 = sdiv i32 %x573, -3
  %c573 = icmp ne i32 %r573, -2
  br i1 %c573, label %bad573, label %ok573
bad573:
  ret i32 74
ok573:
  %x574 = load i32, ptr @g574
  %r574 = srem i32 %x574, -3
  %c574 = icmp ne i32 %r574, 1
  br i1 %c574, label %bad574, label %ok574
bad574:
  ret i32 75
ok574:
  %x575 = load i32, ptr @g575
  %r575 = udiv i32 %x575, -3
  %c575 = icmp ne i32 %r575, 0
  br i1 %c575, label %bad575, label %ok575
bad575:
  ret i32 76
ok575:
  %x576 = load i32, ptr @g576
  %r576 = urem i32 %x576, -3
  %c576 = icmp ne i32 %r576, 7
  br i1 %c576, label %bad576, label %ok576
bad576:
  ret i32 77
ok576:
  %x577 = load i32, ptr @g577
  %r577 = sdiv i32 %x577, -10
  %c577 = icmp ne i32 %r577, 0
  br i1 %c577, label %bad577, label %ok577
bad577:
  ret i32 78
ok577:
  %x578 = load i32, ptr @g578
  %r578 = srem i32 %x578, -10
  %c578 = icmp ne i32 %r578, 7
  br i1 %c578, label %bad578, label %ok578
bad578:
  ret i32 79
ok578:
  %x579 = load i32, ptr @g579
  %r579 = udiv i32 %x579, -10
  %c579 = icmp ne i32 %r579, 0
  br i1 %c579, label %bad579, label %ok579
bad579:
  ret i32 80
ok579:
  %x580 = load i32, ptr @g580
  %r580 = urem i32 %x580, -10
  %c580 = icmp ne i32 %r580, 7
  br i1 %c580, label %bad580, label %ok580
bad580:
  ret i32 81
ok580:
  %x581 = load i32, ptr @g581
  %r581 = sdiv i32 %x581, 127
  %c581 = icmp ne i32 %r581, 0
  br i1 %c581, label %bad581, label %ok581
bad581:
  ret i32 82
ok581:
  %x582 = load i32, ptr @g582
  %r582 = srem i32 %x582, 127
  %c582 = icmp ne i32 %r582, 7
  br i1 %c582, label %bad582, label %ok582
bad582:
  ret i32 83
ok582:
  %x583 = load i32, ptr @g583
  %r583 = udiv i32 %x583, 127
  %c583 = icmp ne i32 %r583, 0
  br i1 %c583, label %bad583, label %ok583
bad583:
  ret i32 84
ok583:
  %x584 = load i32, ptr @g584
  %r584 = urem i32 %x584, 127
  %c584 = icmp ne i32 %r584, 7
  br i1 %c584, label %bad584, label %ok584
bad584:
  ret i32 85
ok584:
  %x585 = load i32, ptr @g585
  %r585 = sdiv i32 %x585, 2
  %c585 = icmp ne i32 %r585, 3
  br i1 %c585, label %bad585, label %ok585
bad585:
  ret i32 86
ok585:
  %x586 = load i32, ptr @g586
  %r586 = srem i32 %x586, 2
  %c586 = icmp ne i32 %r586, 1
  br i1 %c586, label %bad586, label %ok586
bad586:
  ret i32 87
ok586:
  %x587 = load i32, ptr @g587
  %r587 = udiv i32 %x587, 2
  %c587 = icmp ne i32 %r587, 3
  br i1 %c587, label %bad587, label %ok587
bad587:
  ret i32 88
ok587:
  %x588 = load i32, ptr @g588
  %r588 = urem i32 %x588, 2
  %c588 = icmp ne i32 %r588, 1
  br i1 %c588, label %bad588, label %ok588
bad588:
  ret i32 89
ok588:
  %x589 = load i32, ptr @g589
  %r589 = sdiv i32 %x589, 1
  %c589 = icmp ne i32 %r589, 100
  br i1 %c589, label %bad589, label %ok589
bad589:
  ret i32 90
ok589:
  %x590 = load i32, ptr @g590
  %r590 = srem i32 %x590, 1
  %c590 = icmp ne i32 %r590, 0
  br i1 %c590, label %bad590, label %ok590
bad590:
  ret i32 91
ok590:
  %x591 = load i32, ptr @g591
  %r591 = udiv i32 %x591, 1
  %c591 = icmp ne i32 %r591, 100
  br i1 %c591, label %bad591, label %ok591
bad591:
  ret i32 92
ok591:
  %x592 = load i32, ptr @g592
  %r592 = urem i32 %x592, 1
  %c592 = icmp ne i32 %r592, 0
  br i1 %c592, label %bad592, label %ok592
bad592:
  ret i32 93
ok592:
  %x593 = load i32, ptr @g593
  %r593 = sdiv i32 %x593, 3
  %c593 = icmp ne i32 %r593, 33
  br i1 %c593, label %bad593, label %ok593
bad593:
  ret i32 94
ok593:
  %x594 = load i32, ptr @g594
  %r594 = srem i32 %x594, 3
  %c594 = icmp ne i32 %r594, 1
  br i1 %c594, label %bad594, label %ok594
bad594:
  ret i32 95
ok594:
  %x595 = load i32, ptr @g595
  %r595 = udiv i32 %x595, 3
  %c595 = icmp ne i32 %r595, 33
  br i1 %c595, label %bad595, label %ok595
bad595:
  ret i32 96
ok595:
  %x596 = load i32, ptr @g596
  %r596 = urem i32 %x596, 3
  %c596 = icmp ne i32 %r596, 1
  br i1 %c596, label %bad596, label %ok596
bad596:
  ret i32 97
ok596:
  %x597 = load i32, ptr @g597
  %r597 = sdiv i32 %x597, 10
  %c597 = icmp ne i32 %r597, 10
  br i1 %c597, label %bad597, label %ok597
bad597:
  ret i32 98
ok597:
  %x598 = load i32, ptr @g598
  %r598 = srem i32 %x598, 10
  %c598 = icmp ne i32 %r598, 0
  br i1 %c598, label %bad598, label %ok598
bad598:
  ret i32 99
ok598:
  %x599 = load i32, ptr @g599
  %r599 = udiv i32 %x599, 10
  %c599 = icmp ne i32 %r599, 10
  br i1 %c599, label %bad599, label %ok599
bad599:
  ret i32 100
ok599:
  %x600 = load i32, ptr @g600
  %r600 = urem i32 %x600, 10
  %c600 = icmp ne i32 %r600, 0
  br i1 %c600, label %bad600, label %ok600
bad600:
  ret i32 101
ok600:
  %x601 = load i32, ptr @g601
  %r601 = sdiv i32 %x601, -3
  %c601 = icmp ne i32 %r601, -33
  br i1 %c601, label %bad601, label %ok601
bad601:
  ret i32 102
ok601:
  %x602 = load i32, ptr @g602
  %r602 = srem i32 %x602, -3
  %c602 = icmp ne i32 %r602, 1
  br i1 %c602, label %bad602, label %ok602
bad602:
  ret i32 103
ok602:
  %x603 = load i32, ptr @g603
  %r603 = udiv i32 %x603, -3
  %c603 = icmp ne i32 %r603, 0
  br i1 %c603, label %bad603, label %ok603
bad603:
  ret i32 104
ok603:
  %x604 = load i32, ptr @g604
  %r604 = urem i32 %x604, -3
  %c604 = icmp ne i32 %r604, 100
  br i1 %c604, label %bad604, label %ok604
bad604:
  ret i32 105
ok604:
  %x605 = load i32, ptr @g605
  %r605 = sdiv i32 %x605, -10
  %c605 = icmp ne i32 %r605, -10
  br i1 %c605, label %bad605, label %ok605
bad605:
  ret i32 106
ok605:
  %x606 = load i32, ptr @g606
  %r606 = srem i32 %x606, -10
  %c606 = icmp ne i32 %r606, 0
  br i1 %c606, label %bad606, label %ok606
bad606:
  ret i32 107
ok606:
  %x607 = load i32, ptr @g607
  %r607 = udiv i32 %x607, -10
  %c607 = icmp ne i32 %r607, 0
  br i1 %c607, label %bad607, label %ok607
bad607:
  ret i32 108
ok607:
  %x608 = load i32, ptr @g608
  %r608 = urem i32 %x608, -10
  %c608 = icmp ne i32 %r608, 100
  br i1 %c608, label %bad608, label %ok608
bad608:
  ret i32 109
ok608:
  %x609 = load i32, ptr @g609
  %r609 = sdiv i32 %x609, 127
  %c609 = icmp ne i32 %r609, 0
  br i1 %c609, label %bad609, label %ok609
bad609:
  ret i32 110
ok609:
  %x610 = load i32, ptr @g610
  %r610 = srem i32 %x610, 127
  %c610 = icmp ne i32 %r610, 100
  br i1 %c610, label %bad610, label %ok610
bad610:
  ret i32 111
ok610:
  %x611 = load i32, ptr @g611
  %r611 = udiv i32 %x611, 127
  %c611 = icmp ne i32 %r611, 0
  br i1 %c611, label %bad611, label %ok611
bad611:
  ret i32 112
ok611:
  %x612 = load i32, ptr @g612
  %r612 = urem i32 %x612, 127
  %c612 = icmp ne i32 %r612, 100
  br i1 %c612, label %bad612, label %ok612
bad612:
  ret i32 113
ok612:
  %x613 = load i32, ptr @g613
  %r613 = sdiv i32 %x613, 2
  %c613 = icmp ne i32 %r613, 50
  br i1 %c613, label %bad613, label %ok613
bad613:
  ret i32 114
ok613:
  %x614 = load i32, ptr @g614
  %r614 = srem i32 %x614, 2
  %c614 = icmp ne i32 %r614, 0
  br i1 %c614, label %bad614, label %ok614
bad614:
  ret i32 115
ok614:
  %x615 = load i32, ptr @g615
  %r615 = udiv i32 %x615, 2
  %c615 = icmp ne i32 %r615, 50
  br i1 %c615, label %bad615, label %ok615
bad615:
  ret i32 116
ok615:
  %x616 = load i32, ptr @g616
  %r616 = urem i32 %x616, 2
  %c616 = icmp ne i32 %r616, 0
  br i1 %c616, label %bad616, label %ok616
bad616:
  ret i32 117
ok616:
  %x617 = load i32, ptr @g617
  %r617 = sdiv i32 %x617, 1
  %c617 = icmp ne i32 %r617, -1
  br i1 %c617, label %bad617, label %ok617
bad617:
  ret i32 118
ok617:
  %x618 = load i32, ptr @g618
  %r618 = srem i32 %x618, 1
  %c618 = icmp ne i32 %r618, 0
  br i1 %c618, label %bad618, label %ok618
bad618:
  ret i32 119
ok618:
  %x619 = load i32, ptr @g619
  %r619 = udiv i32 %x619, 1
  %c619 = icmp ne i32 %r619, -1
  br i1 %c619, label %bad619, label %ok619
bad619:
  ret i32 120
ok619:
  %x620 = load i32, ptr @g620
  %r620 = urem i32 %x620, 1
  %c620 = icmp ne i32 %r620, 0
  br i1 %c620, label %bad620, label %ok620
bad620:
  ret i32 121
ok620:
  %x621 = load i32, ptr @g621
  %r621 = sdiv i32 %x621, 3
  %c621 = icmp ne i32 %r621, 0
  br i1 %c621, label %bad621, label %ok621
bad621:
  ret i32 122
ok621:
  %x622 = load i32, ptr @g622
  %r622 = srem i32 %x622, 3
  %c622 = icmp ne i32 %r622, -1
  br i1 %c622, label %bad622, label %ok622
bad622:
  ret i32 123
ok622:
  %x623 = load i32, ptr @g623
  %r623 = udiv i32 %x623, 3
  %c623 = icmp ne i32 %r623, 1431655765
  br i1 %c623, label %bad623, label %ok623
bad623:
  ret i32 124
ok623:
  %x624 = load i32, ptr @g624
  %r624 = urem i32 %x624, 3
  %c624 = icmp ne i32 %r624, 0
  br i1 %c624, label %bad624, label %ok624
bad624:
  ret i32 125
ok624:
  %x625 = load i32, ptr @g625
  %r625 = sdiv i32 %x625, 10
  %c625 = icmp ne i32 %r625, 0
  br i1 %c625, label %bad625, label %ok625
bad625:
  ret i32 126
ok625:
  %x626 = load i32, ptr @g626
  %r626 = srem i32 %x626, 10
  %c626 = icmp ne i32 %r626, -1
  br i1 %c626, label %bad626, label %ok626
bad626:
  ret i32 127
ok626:
  %x627 = load i32, ptr @g627
  %r627 = udiv i32 %x627, 10
  %c627 = icmp ne i32 %r627, 429496729
  br i1 %c627, label %bad627, label %ok627
bad627:
  ret i32 128
ok627:
  %x628 = load i32, ptr @g628
  %r628 = urem i32 %x628, 10
  %c628 = icmp ne i32 %r628, 5
  br i1 %c628, label %bad628, label %ok628
bad628:
  ret i32 129
ok628:
  %x629 = load i32, ptr @g629
  %r629 = sdiv i32 %x629, -3
  %c629 = icmp ne i32 %r629, 0
  br i1 %c629, label %bad629, label %ok629
bad629:
  ret i32 130
ok629:
  %x630 = load i32, ptr @g630
  %r630 = srem i32 %x630, -3
  %c630 = icmp ne i32 %r630, -1
  br i1 %c630, label %bad630, label %ok630
bad630:
  ret i32 131
ok630:
  %x631 = load i32, ptr @g631
  %r631 = udiv i32 %x631, -3
  %c631 = icmp ne i32 %r631, 1
  br i1 %c631, label %bad631, label %ok631
bad631:
  ret i32 132
ok631:
  %x632 = load i32, ptr @g632
  %r632 = urem i32 %x632, -3
  %c632 = icmp ne i32 %r632, 2
  br i1 %c632, label %bad632, label %ok632
bad632:
  ret i32 133
ok632:
  %x633 = load i32, ptr @g633
  %r633 = sdiv i32 %x633, -10
  %c633 = icmp ne i32 %r633, 0
  br i1 %c633, label %bad633, label %ok633
bad633:
  ret i32 134
ok633:
  %x634 = load i32, ptr @g634
  %r634 = srem i32 %x634, -10
  %c634 = icmp ne i32 %r634, -1
  br i1 %c634, label %bad634, label %ok634
bad634:
  ret i32 135
ok634:
  %x635 = load i32, ptr @g635
  %r635 = udiv i32 %x635, -10
  %c635 = icmp ne i32 %r635, 1
  br i1 %c635, label %bad635, label %ok635
bad635:
  ret i32 136
ok635:
  %x636 = load i32, ptr @g636
  %r636 = urem i32 %x636, -10
  %c636 = icmp ne i32 %r636, 9
  br i1 %c636, label %bad636, label %ok636
bad636:
  ret i32 137
ok636:
  %x637 = load i32, ptr @g637
  %r637 = sdiv i32 %x637, 127
  %c637 = icmp ne i32 %r637, 0
  br i1 %c637, label %bad637, label %ok637
bad637:
  ret i32 138
ok637:
  %x638 = load i32, ptr @g638
  %r638 = srem i32 %x638, 127
  %c638 = icmp ne i32 %r638, -1
  br i1 %c638, label %bad638, label %ok638
bad638:
  ret i32 139
ok638:
  %x639 = load i32, ptr @g639
  %r639 = udiv i32 %x639, 127
  %c639 = icmp ne i32 %r639, 33818640
  br i1 %c639, label %bad639, label %ok639
bad639:
  ret i32 140
ok639:
  %x640 = load i32, ptr @g640
  %r640 = urem i32 %x640, 127
  %c640 = icmp ne i32 %r640, 15
  br i1 %c640, label %bad640, label %ok640
bad640:
  ret i32 141
ok640:
  %x641 = load i32, ptr @g641
  %r641 = sdiv i32 %x641, 2
  %c641 = icmp ne i32 %r641, 0
  br i1 %c641, label %bad641, label %ok641
bad641:
  ret i32 142
ok641:
  %x642 = load i32, ptr @g642
  %r642 = srem i32 %x642, 2
  %c642 = icmp ne i32 %r642, -1
  br i1 %c642, label %bad642, label %ok642
bad642:
  ret i32 143
ok642:
  %x643 = load i32, ptr @g643
  %r643 = udiv i32 %x643, 2
  %c643 = icmp ne i32 %r643, 2147483647
  br i1 %c643, label %bad643, label %ok643
bad643:
  ret i32 144
ok643:
  %x644 = load i32, ptr @g644
  %r644 = urem i32 %x644, 2
  %c644 = icmp ne i32 %r644, 1
  br i1 %c644, label %bad644, label %ok644
bad644:
  ret i32 145
ok644:
  %x645 = load i32, ptr @g645
  %r645 = sdiv i32 %x645, 1
  %c645 = icmp ne i32 %r645, -7
  br i1 %c645, label %bad645, label %ok645
bad645:
  ret i32 146
ok645:
  %x646 = load i32, ptr @g646
  %r646 = srem i32 %x646, 1
  %c646 = icmp ne i32 %r646, 0
  br i1 %c646, label %bad646, label %ok646
bad646:
  ret i32 147
ok646:
  %x647 = load i32, ptr @g647
  %r647 = udiv i32 %x647, 1
  %c647 = icmp ne i32 %r647, -7
  br i1 %c647, label %bad647, label %ok647
bad647:
  ret i32 148
ok647:
  %x648 = load i32, ptr @g648
  %r648 = urem i32 %x648, 1
  %c648 = icmp ne i32 %r648, 0
  br i1 %c648, label %bad648, label %ok648
bad648:
  ret i32 149
ok648:
  %x649 = load i32, ptr @g649
  %r649 = sdiv i32 %x649, 3
  %c649 = icmp ne i32 %r649, -2
  br i1 %c649, label %bad649, label %ok649
bad649:
  ret i32 150
ok649:
  %x650 = load i32, ptr @g650
  %r650 = srem i32 %x650, 3
  %c650 = icmp ne i32 %r650, -1
  br i1 %c650, label %bad650, label %ok650
bad650:
  ret i32 151
ok650:
  %x651 = load i32, ptr @g651
  %r651 = udiv i32 %x651, 3
  %c651 = icmp ne i32 %r651, 1431655763
  br i1 %c651, label %bad651, label %ok651
bad651:
  ret i32 152
ok651:
  %x652 = load i32, ptr @g652
  %r652 = urem i32 %x652, 3
  %c652 = icmp ne i32 %r652, 0
  br i1 %c652, label %bad652, label %ok652
bad652:
  ret i32 153
ok652:
  %x653 = load i32, ptr @g653
  %r653 = sdiv i32 %x653, 10
  %c653 = icmp ne i32 %r653, 0
  br i1 %c653, label %bad653, label %ok653
bad653:
  ret i32 154
ok653:
  %x654 = load i32, ptr @g654
  %r654 = srem i32 %x654, 10
  %c654 = icmp ne i32 %r654, -7
  br i1 %c654, label %bad654, label %ok654
bad654:
  ret i32 155
ok654:
  %x655 = load i32, ptr @g655
  %r655 = udiv i32 %x655, 10
  %c655 = icmp ne i32 %r655, 429496728
  br i1 %c655, label %bad655, label %ok655
bad655:
  ret i32 156
ok655:
  %x656 = load i32, ptr @g656
  %r656 = urem i32 %x656, 10
  %c656 = icmp ne i32 %r656, 9
  br i1 %c656, label %bad656, label %ok656
bad656:
  ret i32 157
ok656:
  %x657 = load i32, ptr @g657
  %r657 = sdiv i32 %x657, -3
  %c657 = icmp ne i32 %r657, 2
  br i1 %c657, label %bad657, label %ok657
bad657:
  ret i32 158
ok657:
  %x658 = load i32, ptr @g658
  %r658 = srem i32 %x658, -3
  %c658 = icmp ne i32 %r658, -1
  br i1 %c658, label %bad658, label %ok658
bad658:
  ret i32 159
ok658:
  %x659 = load i32, ptr @g659
  %r659 = udiv i32 %x659, -3
  %c659 = icmp ne i32 %r659, 0
  br i1 %c659, label %bad659, label %ok659
bad659:
  ret i32 160
ok659:
  %x660 = load i32, ptr @g660
  %r660 = urem i32 %x660, -3
  %c660 = icmp ne i32 %r660, -7
  br i1 %c660, label %bad660, label %ok660
bad660:
  ret i32 161
ok660:
  %x661 = load i32, ptr @g661
  %r661 = sdiv i32 %x661, -10
  %c661 = icmp ne i32 %r661, 0
  br i1 %c661, label %bad661, label %ok661
bad661:
  ret i32 162
ok661:
  %x662 = load i32, ptr @g662
  %r662 = srem i32 %x662, -10
  %c662 = icmp ne i32 %r662, -7
  br i1 %c662, label %bad662, label %ok662
bad662:
  ret i32 163
ok662:
  %x663 = load i32, ptr @g663
  %r663 = udiv i32 %x663, -10
  %c663 = icmp ne i32 %r663, 1
  br i1 %c663, label %bad663, label %ok663
bad663:
  ret i32 164
ok663:
  %x664 = load i32, ptr @g664
  %r664 = urem i32 %x664, -10
  %c664 = icmp ne i32 %r664, 3
  br i1 %c664, label %bad664, label %ok664
bad664:
  ret i32 165
ok664:
  %x665 = load i32, ptr @g665
  %r665 = sdiv i32 %x665, 127
  %c665 = icmp ne i32 %r665, 0
  br i1 %c665, label %bad665, label %ok665
bad665:
  ret i32 166
ok665:
  %x666 = load i32, ptr @g666
  %r666 = srem i32 %x666, 127
  %c666 = icmp ne i32 %r666, -7
  br i1 %c666, label %bad666, label %ok666
bad666:
  ret i32 167
ok666:
  %x667 = load i32, ptr @g667
  %r667 = udiv i32 %x667, 127
  %c667 = icmp ne i32 %r667, 33818640
  br i1 %c667, label %bad667, label %ok667
bad667:
  ret i32 168
ok667:
  %x668 = load i32, ptr @g668
  %r668 = urem i32 %x668, 127
  %c668 = icmp ne i32 %r668, 9
  br i1 %c668, label %bad668, label %ok668
bad668:
  ret i32 169
ok668:
  %x669 = load i32, ptr @g669
  %r669 = sdiv i32 %x669, 2
  %c669 = icmp ne i32 %r669, -3
  br i1 %c669, label %bad669, label %ok669
bad669:
  ret i32 170
ok669:
  %x670 = load i32, ptr @g670
  %r670 = srem i32 %x670, 2
  %c670 = icmp ne i32 %r670, -1
  br i1 %c670, label %bad670, label %ok670
bad670:
  ret i32 171
ok670:
  %x671 = load i32, ptr @g671
  %r671 = udiv i32 %x671, 2
  %c671 = icmp ne i32 %r671, 2147483644
  br i1 %c671, label %bad671, label %ok671
bad671:
  ret i32 172
ok671:
  %x672 = load i32, ptr @g672
  %r672 = urem i32 %x672, 2
  %c672 = icmp ne i32 %r672, 1
  br i1 %c672, label %bad672, label %ok672
bad672:
  ret i32 173
ok672:
  %x673 = load i32, ptr @g673
  %r673 = sdiv i32 %x673, 1
  %c673 = icmp ne i32 %r673, -100
  br i1 %c673, label %bad673, label %ok673
bad673:
  ret i32 174
ok673:
  %x674 = load i32, ptr @g674
  %r674 = srem i32 %x674, 1
  %c674 = icmp ne i32 %r674, 0
  br i1 %c674, label %bad674, label %ok674
bad674:
  ret i32 175
ok674:
  %x675 = load i32, ptr @g675
  %r675 = udiv i32 %x675, 1
  %c675 = icmp ne i32 %r675, -100
  br i1 %c675, label %bad675, label %ok675
bad675:
  ret i32 176
ok675:
  %x676 = load i32, ptr @g676
  %r676 = urem i32 %x676, 1
  %c676 = icmp ne i32 %r676, 0
  br i1 %c676, label %bad676, label %ok676
bad676:
  ret i32 177
ok676:
  %x677 = load i32, ptr @g677
  %r677 = sdiv i32 %x677, 3
  %c677 = icmp ne i32 %r677, -33
  br i1 %c677, label %bad677, label %ok677
bad677:
  ret i32 178
ok677:
  %x678 = load i32, ptr @g678
  %r678 = srem i32 %x678, 3
  %c678 = icmp ne i32 %r678, -1
  br i1 %c678, label %bad678, label %ok678
bad678:
  ret i32 179
ok678:
  %x679 = load i32, ptr @g679
  %r679 = udiv i32 %x679, 3
  %c679 = icmp ne i32 %r679, 1431655732
  br i1 %c679, label %bad679, label %ok679
bad679:
  ret i32 180
ok679:
  %x680 = load i32, ptr @g680
  %r680 = urem i32 %x680, 3
  %c680 = icmp ne i32 %r680, 0
  br i1 %c680, label %bad680, label %ok680
bad680:
  ret i32 181
ok680:
  %x681 = load i32, ptr @g681
  %r681 = sdiv i32 %x681, 10
  %c681 = icmp ne i32 %r681, -10
  br i1 %c681, label %bad681, label %ok681
bad681:
  ret i32 182
ok681:
  %x682 = load i32, ptr @g682
  %r682 = srem i32 %x682, 10
  %c682 = icmp ne i32 %r682, 0
  br i1 %c682, label %bad682, label %ok682
bad682:
  ret i32 183
ok682:
  %x683 = load i32, ptr @g683
  %r683 = udiv i32 %x683, 10
  %c683 = icmp ne i32 %r683, 429496719
  br i1 %c683, label %bad683, label %ok683
bad683:
  ret i32 184
ok683:
  %x684 = load i32, ptr @g684
  %r684 = urem i32 %x684, 10
  %c684 = icmp ne i32 %r684, 6
  br i1 %c684, label %bad684, label %ok684
bad684:
  ret i32 185
ok684:
  %x685 = load i32, ptr @g685
  %r685 = sdiv i32 %x685, -3
  %c685 = icmp ne i32 %r685, 33
  br i1 %c685, label %bad685, label %ok685
bad685:
  ret i32 186
ok685:
  %x686 = load i32, ptr @g686
  %r686 = srem i32 %x686, -3
  %c686 = icmp ne i32 %r686, -1
  br i1 %c686, label %bad686, label %ok686
bad686:
  ret i32 187
ok686:
  %x687 = load i32, ptr @g687
  %r687 = udiv i32 %x687, -3
  %c687 = icmp ne i32 %r687, 0
  br i1 %c687, label %bad687, label %ok687
bad687:
  ret i32 188
ok687:
  %x688 = load i32, ptr @g688
  %r688 = urem i32 %x688, -3
  %c688 = icmp ne i32 %r688, -100
  br i1 %c688, label %bad688, label %ok688
bad688:
  ret i32 189
ok688:
  %x689 = load i32, ptr @g689
  %r689 = sdiv i32 %x689, -10
  %c689 = icmp ne i32 %r689, 10
  br i1 %c689, label %bad689, label %ok689
bad689:
  ret i32 190
ok689:
  %x690 = load i32, ptr @g690
  %r690 = srem i32 %x690, -10
  %c690 = icmp ne i32 %r690, 0
  br i1 %c690, label %bad690, label %ok690
bad690:
  ret i32 191
ok690:
  %x691 = load i32, ptr @g691
  %r691 = udiv i32 %x691, -10
  %c691 = icmp ne i32 %r691, 0
  br i1 %c691, label %bad691, label %ok691
bad691:
  ret i32 192
ok691:
  %x692 = load i32, ptr @g692
  %r692 = urem i32 %x692, -10
  %c692 = icmp ne i32 %r692, -100
  br i1 %c692, label %bad692, label %ok692
bad692:
  ret i32 193
ok692:
  %x693 = load i32, ptr @g693
  %r693 = sdiv i32 %x693, 127
  %c693 = icmp ne i32 %r693, 0
  br i1 %c693, label %bad693, label %ok693
bad693:
  ret i32 194
ok693:
  %x694 = load i32, ptr @g694
  %r694 = srem i32 %x694, 127
  %c694 = icmp ne i32 %r694, -100
  br i1 %c694, label %bad694, label %ok694
bad694:
  ret i32 195
ok694:
  %x695 = load i32, ptr @g695
  %r695 = udiv i32 %x695, 127
  %c695 = icmp ne i32 %r695, 33818639
  br i1 %c695, label %bad695, label %ok695
bad695:
  ret i32 196
ok695:
  %x696 = load i32, ptr @g696
  %r696 = urem i32 %x696, 127
  %c696 = icmp ne i32 %r696, 43
  br i1 %c696, label %bad696, label %ok696
bad696:
  ret i32 197
ok696:
  %x697 = load i32, ptr @g697
  %r697 = sdiv i32 %x697, 2
  %c697 = icmp ne i32 %r697, -50
  br i1 %c697, label %bad697, label %ok697
bad697:
  ret i32 198
ok697:
  %x698 = load i32, ptr @g698
  %r698 = srem i32 %x698, 2
  %c698 = icmp ne i32 %r698, 0
  br i1 %c698, label %bad698, label %ok698
bad698:
  ret i32 199
ok698:
  %x699 = load i32, ptr @g699
  %r699 = udiv i32 %x699, 2
  %c699 = icmp ne i32 %r699, 2147483598
  br i1 %c699, label %bad699, label %ok699
bad699:
  ret i32 200
ok699:
  %x700 = load i32, ptr @g700
  %r700 = urem i32 %x700, 2
  %c700 = icmp ne i32 %r700, 0
  br i1 %c700, label %bad700, label %ok700
bad700:
  ret i32 201
ok700:
  %x701 = load i32, ptr @g701
  %r701 = sdiv i32 %x701, 1
  %c701 = icmp ne i32 %r701, -2147483648
  br i1 %c701, label %bad701, label %ok701
bad701:
  ret i32 202
ok701:
  %x702 = load i32, ptr @g702
  %r702 = srem i32 %x702, 1
  %c702 = icmp ne i32 %r702, 0
  br i1 %c702, label %bad702, label %ok702
bad702:
  ret i32 203
ok702:
  %x703 = load i32, ptr @g703
  %r703 = udiv i32 %x703, 1
  %c703 = icmp ne i32 %r703, -2147483648
  br i1 %c703, label %bad703, label %ok703
bad703:
  ret i32 204
ok703:
  %x704 = load i32, ptr @g704
  %r704 = urem i32 %x704, 1
  %c704 = icmp ne i32 %r704, 0
  br i1 %c704, label %bad704, label %ok704
bad704:
  ret i32 205
ok704:
  %x705 = load i32, ptr @g705
  %r705 = sdiv i32 %x705, 3
  %c705 = icmp ne i32 %r705, -715827882
  br i1 %c705, label %bad705, label %ok705
bad705:
  ret i32 206
ok705:
  %x706 = load i32, ptr @g706
  %r706 = srem i32 %x706, 3
  %c706 = icmp ne i32 %r706, -2
  br i1 %c706, label %bad706, label %ok706
bad706:
  ret i32 207
ok706:
  %x707 = load i32, ptr @g707
  %r707 = udiv i32 %x707, 3
  %c707 = icmp ne i32 %r707, 715827882
  br i1 %c707, label %bad707, label %ok707
bad707:
  ret i32 208
ok707:
  %x708 = load i32, ptr @g708
  %r708 = urem i32 %x708, 3
  %c708 = icmp ne i32 %r708, 2
  br i1 %c708, label %bad708, label %ok708
bad708:
  ret i32 209
ok708:
  %x709 = load i32, ptr @g709
  %r709 = sdiv i32 %x709, 10
  %c709 = icmp ne i32 %r709, -214748364
  br i1 %c709, label %bad709, label %ok709
bad709:
  ret i32 210
ok709:
  %x710 = load i32, ptr @g710
  %r710 = srem i32 %x710, 10
  %c710 = icmp ne i32 %r710, -8
  br i1 %c710, label %bad710, label %ok710
bad710:
  ret i32 211
ok710:
  %x711 = load i32, ptr @g711
  %r711 = udiv i32 %x711, 10
  %c711 = icmp ne i32 %r711, 214748364
  br i1 %c711, label %bad711, label %ok711
bad711:
  ret i32 212
ok711:
  %x712 = load i32, ptr @g712
  %r712 = urem i32 %x712, 10
  %c712 = icmp ne i32 %r712, 8
  br i1 %c712, label %bad712, label %ok712
bad712:
  ret i32 213
ok712:
  %x713 = load i32, ptr @g713
  %r713 = sdiv i32 %x713, -3
  %c713 = icmp ne i32 %r713, 715827882
  br i1 %c713, label %bad713, label %ok713
bad713:
  ret i32 214
ok713:
  %x714 = load i32, ptr @g714
  %r714 = srem i32 %x714, -3
  %c714 = icmp ne i32 %r714, -2
  br i1 %c714, label %bad714, label %ok714
bad714:
  ret i32 215
ok714:
  %x715 = load i32, ptr @g715
  %r715 = udiv i32 %x715, -3
  %c715 = icmp ne i32 %r715, 0
  br i1 %c715, label %bad715, label %ok715
bad715:
  ret i32 216
ok715:
  %x716 = load i32, ptr @g716
  %r716 = urem i32 %x716, -3
  %c716 = icmp ne i32 %r716, -2147483648
  br i1 %c716, label %bad716, label %ok716
bad716:
  ret i32 217
ok716:
  %x717 = load i32, ptr @g717
  %r717 = sdiv i32 %x717, -10
  %c717 = icmp ne i32 %r717, 214748364
  br i1 %c717, label %bad717, label %ok717
bad717:
  ret i32 218
ok717:
  %x718 = load i32, ptr @g718
  %r718 = srem i32 %x718, -10
  %c718 = icmp ne i32 %r718, -8
  br i1 %c718, label %bad718, label %ok718
bad718:
  ret i32 219
ok718:
  %x719 = load i32, ptr @g719
  %r719 = udiv i32 %x719, -10
  %c719 = icmp ne i32 %r719, 0
  br i1 %c719, label %bad719, label %ok719
bad719:
  ret i32 220
ok719:
  %x720 = load i32, ptr @g720
  %r720 = urem i32 %x720, -10
  %c720 = icmp ne i32 %r720, -2147483648
  br i1 %c720, label %bad720, label %ok720
bad720:
  ret i32 221
ok720:
  %x721 = load i32, ptr @g721
  %r721 = sdiv i32 %x721, 127
  %c721 = icmp ne i32 %r721, -16909320
  br i1 %c721, label %bad721, label %ok721
bad721:
  ret i32 222
ok721:
  %x722 = load i32, ptr @g722
  %r722 = srem i32 %x722, 127
  %c722 = icmp ne i32 %r722, -8
  br i1 %c722, label %bad722, label %ok722
bad722:
  ret i32 223
ok722:
  %x723 = load i32, ptr @g723
  %r723 = udiv i32 %x723, 127
  %c723 = icmp ne i32 %r723, 16909320
  br i1 %c723, label %bad723, label %ok723
bad723:
  ret i32 224
ok723:
  %x724 = load i32, ptr @g724
  %r724 = urem i32 %x724, 127
  %c724 = icmp ne i32 %r724, 8
  br i1 %c724, label %bad724, label %ok724
bad724:
  ret i32 225
ok724:
  %x725 = load i32, ptr @g725
  %r725 = sdiv i32 %x725, 2
  %c725 = icmp ne i32 %r725, -1073741824
  br i1 %c725, label %bad725, label %ok725
bad725:
  ret i32 226
ok725:
  %x726 = load i32, ptr @g726
  %r726 = srem i32 %x726, 2
  %c726 = icmp ne i32 %r726, 0
  br i1 %c726, label %bad726, label %ok726
bad726:
  ret i32 227
ok726:
  %x727 = load i32, ptr @g727
  %r727 = udiv i32 %x727, 2
  %c727 = icmp ne i32 %r727, 1073741824
  br i1 %c727, label %bad727, label %ok727
bad727:
  ret i32 228
ok727:
  %x728 = load i32, ptr @g728
  %r728 = urem i32 %x728, 2
  %c728 = icmp ne i32 %r728, 0
  br i1 %c728, label %bad728, label %ok728
bad728:
  ret i32 229
ok728:
  %x729 = load i32, ptr @g729
  %r729 = sdiv i32 %x729, 1
  %c729 = icmp ne i32 %r729, 2147483647
  br i1 %c729, label %bad729, label %ok729
bad729:
  ret i32 230
ok729:
  %x730 = load i32, ptr @g730
  %r730 = srem i32 %x730, 1
  %c730 = icmp ne i32 %r730, 0
  br i1 %c730, label %bad730, label %ok730
bad730:
  ret i32 231
ok730:
  %x731 = load i32, ptr @g731
  %r731 = udiv i32 %x731, 1
  %c731 = icmp ne i32 %r731, 2147483647
  br i1 %c731, label %bad731, label %ok731
bad731:
  ret i32 232
ok731:
  %x732 = load i32, ptr @g732
  %r732 = urem i32 %x732, 1
  %c732 = icmp ne i32 %r732, 0
  br i1 %c732, label %bad732, label %ok732
bad732:
  ret i32 233
ok732:
  %x733 = load i32, ptr @g733
  %r733 = sdiv i32 %x733, 3
  %c733 = icmp ne i32 %r733, 715827882
  br i1 %c733, label %bad733, label %ok733
bad733:
  ret i32 234
ok733:
  %x734 = load i32, ptr @g734
  %r734 = srem i32 %x734, 3
  %c734 = icmp ne i32 %r734, 1
  br i1 %c734, label %bad734, label %ok734
bad734:
  ret i32 235
ok734:
  %x735 = load i32, ptr @g735
  %r735 = udiv i32 %x735, 3
  %c735 = icmp ne i32 %r735, 715827882
  br i1 %c735, label %bad735, label %ok735
bad735:
  ret i32 236
ok735:
  %x736 = load i32, ptr @g736
  %r736 = urem i32 %x736, 3
  %c736 = icmp ne i32 %r736, 1
  br i1 %c736, label %bad736, label %ok736
bad736:
  ret i32 237
ok736:
  %x737 = load i32, ptr @g737
  %r737 = sdiv i32 %x737, 10
  %c737 = icmp ne i32 %r737, 214748364
  br i1 %c737, label %bad737, label %ok737
bad737:
  ret i32 238
ok737:
  %x738 = load i32, ptr @g738
  %r738 = srem i32 %x738, 10
  %c738 = icmp ne i32 %r738, 7
  br i1 %c738, label %bad738, label %ok738
bad738:
  ret i32 239
ok738:
  %x739 = load i32, ptr @g739
  %r739 = udiv i32 %x739, 10
  %c739 = icmp ne i32 %r739, 214748364
  br i1 %c739, label %bad739, label %ok739
bad739:
  ret i32 240
ok739:
  %x740 = load i32, ptr @g740
  %r740 = urem i32 %x740, 10
  %c740 = icmp ne i32 %r740, 7
  br i1 %c740, label %bad740, label %ok740
bad740:
  ret i32 241
ok740:
  %x741 = load i32, ptr @g741
  %r741 = sdiv i32 %x741, -3
  %c741 = icmp ne i32 %r741, -715827882
  br i1 %c741, label %bad741, label %ok741
bad741:
  ret i32 242
ok741:
  %x742 = load i32, ptr @g742
  %r742 = srem i32 %x742, -3
  %c742 = icmp ne i32 %r742, 1
  br i1 %c742, label %bad742, label %ok742
bad742:
  ret i32 243
ok742:
  %x743 = load i32, ptr @g743
  %r743 = udiv i32 %x743, -3
  %c743 = icmp ne i32 %r743, 0
  br i1 %c743, label %bad743, label %ok743
bad743:
  ret i32 244
ok743:
  %x744 = load i32, ptr @g744
  %r744 = urem i32 %x744, -3
  %c744 = icmp ne i32 %r744, 2147483647
  br i1 %c744, label %bad744, label %ok744
bad744:
  ret i32 245
ok744:
  %x745 = load i32, ptr @g745
  %r745 = sdiv i32 %x745, -10
  %c745 = icmp ne i32 %r745, -214748364
  br i1 %c745, label %bad745, label %ok745
bad745:
  ret i32 246
ok745:
  %x746 = load i32, ptr @g746
  %r746 = srem i32 %x746, -10
  %c746 = icmp ne i32 %r746, 7
  br i1 %c746, label %bad746, label %ok746
bad746:
  ret i32 247
ok746:
  %x747 = load i32, ptr @g747
  %r747 = udiv i32 %x747, -10
  %c747 = icmp ne i32 %r747, 0
  br i1 %c747, label %bad747, label %ok747
bad747:
  ret i32 248
ok747:
  %x748 = load i32, ptr @g748
  %r748 = urem i32 %x748, -10
  %c748 = icmp ne i32 %r748, 2147483647
  br i1 %c748, label %bad748, label %ok748
bad748:
  ret i32 249
ok748:
  %x749 = load i32, ptr @g749
  %r749 = sdiv i32 %x749, 127
  %c749 = icmp ne i32 %r749, 16909320
  br i1 %c749, label %bad749, label %ok749
bad749:
  ret i32 250
ok749:
  %x750 = load i32, ptr @g750
  %r750 = srem i32 %x750, 127
  %c750 = icmp ne i32 %r750, 7
  br i1 %c750, label %bad750, label %ok750
bad750:
  ret i32 1
ok750:
  %x751 = load i32, ptr @g751
  %r751 = udiv i32 %x751, 127
  %c751 = icmp ne i32 %r751, 16909320
  br i1 %c751, label %bad751, label %ok751
bad751:
  ret i32 2
ok751:
  %x752 = load i32, ptr @g752
  %r752 = urem i32 %x752, 127
  %c752 = icmp ne i32 %r752, 7
  br i1 %c752, label %bad752, label %ok752
bad752:
  ret i32 3
ok752:
  %x753 = load i32, ptr @g753
  %r753 = sdiv i32 %x753, 2
  %c753 = icmp ne i32 %r753, 1073741823
  br i1 %c753, label %bad753, label %ok753
bad753:
  ret i32 4
ok753:
  %x754 = load i32, ptr @g754
  %r754 = srem i32 %x754, 2
  %c754 = icmp ne i32 %r754, 1
  br i1 %c754, label %bad754, label %ok754
bad754:
  ret i32 5
ok754:
  %x755 = load i32, ptr @g755
  %r755 = udiv i32 %x755, 2
  %c755 = icmp ne i32 %r755, 1073741823
  br i1 %c755, label %bad755, label %ok755
bad755:
  ret i32 6
ok755:
  %x756 = load i32, ptr @g756
  %r756 = urem i32 %x756, 2
  %c756 = icmp ne i32 %r756, 1
  br i1 %c756, label %bad756, label %ok756
bad756:
  ret i32 7
ok756:
  %x757 = load i64, ptr @g757
  %r757 = sdiv i64 %x757, 1
  %c757 = icmp ne i64 %r757, 0
  br i1 %c757, label %bad757, label %ok757
bad757:
  ret i32 8
ok757:
  %x758 = load i64, ptr @g758
  %r758 = srem i64 %x758, 1
  %c758 = icmp ne i64 %r758, 0
  br i1 %c758, label %bad758, label %ok758
bad758:
  ret i32 9
ok758:
  %x759 = load i64, ptr @g759
  %r759 = udiv i64 %x759, 1
  %c759 = icmp ne i64 %r759, 0
  br i1 %c759, label %bad759, label %ok759
bad759:
  ret i32 10
ok759:
  %x760 = load i64, ptr @g760
  %r760 = urem i64 %x760, 1
  %c760 = icmp ne i64 %r760, 0
  br i1 %c760, label %bad760, label %ok760
bad760:
  ret i32 11
ok760:
  %x761 = load i64, ptr @g761
  %r761 = sdiv i64 %x761, 3
  %c761 = icmp ne i64 %r761, 0
  br i1 %c761, label %bad761, label %ok761
bad761:
  ret i32 12
ok761:
  %x762 = load i64, ptr @g762
  %r762 = srem i64 %x762, 3
  %c762 = icmp ne i64 %r762, 0
  br i1 %c762, label %bad762, label %ok762
bad762:
  ret i32 13
ok762:
  %x763 = load i64, ptr @g763
  %r763 = udiv i64 %x763, 3
  %c763 = icmp ne i64 %r763, 0
  br i1 %c763, label %bad763, label %ok763
bad763:
  ret i32 14
ok763:
  %x764 = load i64, ptr @g764
  %r764 = urem i64 %x764, 3
  %c764 = icmp ne i64 %r764, 0
  br i1 %c764, label %bad764, label %ok764
bad764:
  ret i32 15
ok764:
  %x765 = load i64, ptr @g765
  %r765 = sdiv i64 %x765, 10
  %c765 = icmp ne i64 %r765, 0
  br i1 %c765, label %bad765, label %ok765
bad765:
  ret i32 16
ok765:
  %x766 = load i64, ptr @g766
  %r766 = srem i64 %x766, 10
  %c766 = icmp ne i64 %r766, 0
  br i1 %c766, label %bad766, label %ok766
bad766:
  ret i32 17
ok766:
  %x767 = load i64, ptr @g767
  %r767 = udiv i64 %x767, 10
  %c767 = icmp ne i64 %r767, 0
  br i1 %c767, label %bad767, label %ok767
bad767:
  ret i32 18
ok767:
  %x768 = load i64, ptr @g768
  %r768 = urem i64 %x768, 10
  %c768 = icmp ne i64 %r768, 0
  br i1 %c768, label %bad768, label %ok768
bad768:
  ret i32 19
ok768:
  %x769 = load i64, ptr @g769
  %r769 = sdiv i64 %x769, -3
  %c769 = icmp ne i64 %r769, 0
  br i1 %c769, label %bad769, label %ok769
bad769:
  ret i32 20
ok769:
  %x770 = load i64, ptr @g770
  %r770 = srem i64 %x770, -3
  %c770 = icmp ne i64 %r770, 0
  br i1 %c770, label %bad770, label %ok770
bad770:
  ret i32 21
ok770:
  %x771 = load i64, ptr @g771
  %r771 = sdiv i64 %x771, -10
  %c771 = icmp ne i64 %r771, 0
  br i1 %c771, label %bad771, label %ok771
bad771:
  ret i32 22
ok771:
  %x772 = load i64, ptr @g772
  %r772 = srem i64 %x772, -10
  %c772 = icmp ne i64 %r772, 0
  br i1 %c772, label %bad772, label %ok772
bad772:
  ret i32 23
ok772:
  %x773 = load i64, ptr @g773
  %r773 = sdiv i64 %x773, 127
  %c773 = icmp ne i64 %r773, 0
  br i1 %c773, label %bad773, label %ok773
bad773:
  ret i32 24
ok773:
  %x774 = load i64, ptr @g774
  %r774 = srem i64 %x774, 127
  %c774 = icmp ne i64 %r774, 0
  br i1 %c774, label %bad774, label %ok774
bad774:
  ret i32 25
ok774:
  %x775 = load i64, ptr @g775
  %r775 = udiv i64 %x775, 127
  %c775 = icmp ne i64 %r775, 0
  br i1 %c775, label %bad775, label %ok775
bad775:
  ret i32 26
ok775:
  %x776 = load i64, ptr @g776
  %r776 = urem i64 %x776, 127
  %c776 = icmp ne i64 %r776, 0
  br i1 %c776, label %bad776, label %ok776
bad776:
  ret i32 27
ok776:
  %x777 = load i64, ptr @g777
  %r777 = sdiv i64 %x777, 2
  %c777 = icmp ne i64 %r777, 0
  br i1 %c777, label %bad777, label %ok777
bad777:
  ret i32 28
ok777:
  %x778 = load i64, ptr @g778
  %r778 = srem i64 %x778, 2
  %c778 = icmp ne i64 %r778, 0
  br i1 %c778, label %bad778, label %ok778
bad778:
  ret i32 29
ok778:
  %x779 = load i64, ptr @g779
  %r779 = udiv i64 %x779, 2
  %c779 = icmp ne i64 %r779, 0
  br i1 %c779, label %bad779, label %ok779
bad779:
  ret i32 30
ok779:
  %x780 = load i64, ptr @g780
  %r780 = urem i64 %x780, 2
  %c780 = icmp ne i64 %r780, 0
  br i1 %c780, label %bad780, label %ok780
bad780:
  ret i32 31
ok780:
  %x781 = load i64, ptr @g781
  %r781 = sdiv i64 %x781, 1
  %c781 = icmp ne i64 %r781, 1
  br i1 %c781, label %bad781, label %ok781
bad781:
  ret i32 32
ok781:
  %x782 = load i64, ptr @g782
  %r782 = srem i64 %x782, 1
  %c782 = icmp ne i64 %r782, 0
  br i1 %c782, label %bad782, label %ok782
bad782:
  ret i32 33
ok782:
  %x783 = load i64, ptr @g783
  %r783 = udiv i64 %x783, 1
  %c783 = icmp ne i64 %r783, 1
  br i1 %c783, label %bad783, label %ok783
bad783:
  ret i32 34
ok783:
  %x784 = load i64, ptr @g784
  %r784 = urem i64 %x784, 1
  %c784 = icmp ne i64 %r784, 0
  br i1 %c784, label %bad784, label %ok784
bad784:
  ret i32 35
ok784:
  %x785 = load i64, ptr @g785
  %r785 = sdiv i64 %x785, 3
  %c785 = icmp ne i64 %r785, 0
  br i1 %c785, label %bad785, label %ok785
bad785:
  ret i32 36
ok785:
  %x786 = load i64, ptr @g786
  %r786 = srem i64 %x786, 3
  %c786 = icmp ne i64 %r786, 1
  br i1 %c786, label %bad786, label %ok786
bad786:
  ret i32 37
ok786:
  %x787 = load i64, ptr @g787
  %r787 = udiv i64 %x787, 3
  %c787 = icmp ne i64 %r787, 0
  br i1 %c787, label %bad787, label %ok787
bad787:
  ret i32 38
ok787:
  %x788 = load i64, ptr @g788
  %r788 = urem i64 %x788, 3
  %c788 = icmp ne i64 %r788, 1
  br i1 %c788, label %bad788, label %ok788
bad788:
  ret i32 39
ok788:
  %x789 = load i64, ptr @g789
  %r789 = sdiv i64 %x789, 10
  %c789 = icmp ne i64 %r789, 0
  br i1 %c789, label %bad789, label %ok789
bad789:
  ret i32 40
ok789:
  %x790 = load i64, ptr @g790
  %r790 = srem i64 %x790, 10
  %c790 = icmp ne i64 %r790, 1
  br i1 %c790, label %bad790, label %ok790
bad790:
  ret i32 41
ok790:
  %x791 = load i64, ptr @g791
  %r791 = udiv i64 %x791, 10
  %c791 = icmp ne i64 %r791, 0
  br i1 %c791, label %bad791, label %ok791
bad791:
  ret i32 42
ok791:
  %x792 = load i64, ptr @g792
  %r792 = urem i64 %x792, 10
  %c792 = icmp ne i64 %r792, 1
  br i1 %c792, label %bad792, label %ok792
bad792:
  ret i32 43
ok792:
  %x793 = load i64, ptr @g793
  %r793 = sdiv i64 %x793, -3
  %c793 = icmp ne i64 %r793, 0
  br i1 %c793, label %bad793, label %ok793
bad793:
  ret i32 44
ok793:
  %x794 = load i64, ptr @g794
  %r794 = srem i64 %x794, -3
  %c794 = icmp ne i64 %r794, 1
  br i1 %c794, label %bad794, label %ok794
bad794:
  ret i32 45
ok794:
  %x795 = load i64, ptr @g795
  %r795 = sdiv i64 %x795, -10
  %c795 = icmp ne i64 %r795, 0
  br i1 %c795, label %bad795, label %ok795
bad795:
  ret i32 46
ok795:
  %x796 = load i64, ptr @g796
  %r796 = srem i64 %x796, -10
  %c796 = icmp ne i64 %r796, 1
  br i1 %c796, label %bad796, label %ok796
bad796:
  ret i32 47
ok796:
  %x797 = load i64, ptr @g797
  %r797 = sdiv i64 %x797, 127
  %c797 = icmp ne i64 %r797, 0
  br i1 %c797, label %bad797, label %ok797
bad797:
  ret i32 48
ok797:
  %x798 = load i64, ptr @g798
  %r798 = srem i64 %x798, 127
  %c798 = icmp ne i64 %r798, 1
  br i1 %c798, label %bad798, label %ok798
bad798:
  ret i32 49
ok798:
  %x799 = load i64, ptr @g799
  %r799 = udiv i64 %x799, 127
  %c799 = icmp ne i64 %r799, 0
  br i1 %c799, label %bad799, label %ok799
bad799:
  ret i32 50
ok799:
  %x800 = load i64, ptr @g800
  %r800 = urem i64 %x800, 127
  %c800 = icmp ne i64 %r800, 1
  br i1 %c800, label %bad800, label %ok800
bad800:
  ret i32 51
ok800:
  %x801 = load i64, ptr @g801
  %r801 = sdiv i64 %x801, 2
  %c801 = icmp ne i64 %r801, 0
  br i1 %c801, label %bad801, label %ok801
bad801:
  ret i32 52
ok801:
  %x802 = load i64, ptr @g802
  %r802 = srem i64 %x802, 2
  %c802 = icmp ne i64 %r802, 1
  br i1 %c802, label %bad802, label %ok802
bad802:
  ret i32 53
ok802:
  %x803 = load i64, ptr @g803
  %r803 = udiv i64 %x803, 2
  %c803 = icmp ne i64 %r803, 0
  br i1 %c803, label %bad803, label %ok803
bad803:
  ret i32 54
ok803:
  %x804 = load i64, ptr @g804
  %r804 = urem i64 %x804, 2
  %c804 = icmp ne i64 %r804, 1
  br i1 %c804, label %bad804, label %ok804
bad804:
  ret i32 55
ok804:
  %x805 = load i64, ptr @g805
  %r805 = sdiv i64 %x805, 1
  %c805 = icmp ne i64 %r805, 7
  br i1 %c805, label %bad805, label %ok805
bad805:
  ret i32 56
ok805:
  %x806 = load i64, ptr @g806
  %r806 = srem i64 %x806, 1
  %c806 = icmp ne i64 %r806, 0
  br i1 %c806, label %bad806, label %ok806
bad806:
  ret i32 57
ok806:
  %x807 = load i64, ptr @g807
  %r807 = udiv i64 %x807, 1
  %c807 = icmp ne i64 %r807, 7
  br i1 %c807, label %bad807, label %ok807
bad807:
  ret i32 58
ok807:
  %x808 = load i64, ptr @g808
  %r808 = urem i64 %x808, 1
  %c808 = icmp ne i64 %r808, 0
  br i1 %c808, label %bad808, label %ok808
bad808:
  ret i32 59
ok808:
  %x809 = load i64, ptr @g809
  %r809 = sdiv i64 %x809, 3
  %c809 = icmp ne i64 %r809, 2
  br i1 %c809, label %bad809, label %ok809
bad809:
  ret i32 60
ok809:
  %x810 = load i64, ptr @g810
  %r810 = srem i64 %x810, 3
  %c810 = icmp ne i64 %r810, 1
  br i1 %c810, label %bad810, label %ok810
bad810:
  ret i32 61
ok810:
  %x811 = load i64, ptr @g811
  %r811 = udiv i64 %x811, 3
  %c811 = icmp ne i64 %r811, 2
  br i1 %c811, label %bad811, label %ok811
bad811:
  ret i32 62
ok811:
  %x812 = load i64, ptr @g812
  %r812 = urem i64 %x812, 3
  %c812 = icmp ne i64 %r812, 1
  br i1 %c812, label %bad812, label %ok812
bad812:
  ret i32 63
ok812:
  %x813 = load i64, ptr @g813
  %r813 = sdiv i64 %x813, 10
  %c813 = icmp ne i64 %r813, 0
  br i1 %c813, label %bad813, label %ok813
bad813:
  ret i32 64
ok813:
  %x814 = load i64, ptr @g814
  %r814 = srem i64 %x814, 10
  %c814 = icmp ne i64 %r814, 7
  br i1 %c814, label %bad814, label %ok814
bad814:
  ret i32 65
ok814:
  %x815 = load i64, ptr @g815
  %r815 = udiv i64 %x815, 10
  %c815 = icmp ne i64 %r815, 0
  br i1 %c815, label %bad815, label %ok815
bad815:
  ret i32 66
ok815:
  %x816 = load i64, ptr @g816
  %r816 = urem i64 %x816, 10
  %c816 = icmp ne i64 %r816, 7
  br i1 %c816, label %bad816, label %ok816
bad816:
  ret i32 67
ok816:
  %x817 = load i64, ptr @g817
  %r817 = sdiv i64 %x817, -3
  %c817 = icmp ne i64 %r817, -2
  br i1 %c817, label %bad817, label %ok817
bad817:
  ret i32 68
ok817:
  %x818 = load i64, ptr @g818
  %r818 = srem i64 %x818, -3
  %c818 = icmp ne i64 %r818, 1
  br i1 %c818, label %bad818, label %ok818
bad818:
  ret i32 69
ok818:
  %x819 = load i64, ptr @g819
  %r819 = sdiv i64 %x819, -10
  %c819 = icmp ne i64 %r819, 0
  br i1 %c819, label %bad819, label %ok819
bad819:
  ret i32 70
ok819:
  %x820 = load i64, ptr @g820
  %r820 = srem i64 %x820, -10
  %c820 = icmp ne i64 %r820, 7
  br i1 %c820, label %bad820, label %ok820
bad820:
  ret i32 71
ok820:
  %x821 = load i64, ptr @g821
  %r821 = sdiv i64 %x821, 127
  %c821 = icmp ne i64 %r821, 0
  br i1 %c821, label %bad821, label %ok821
bad821:
  ret i32 72
ok821:
  %x822 = load i64, ptr @g822
  %r822 = srem i64 %x822, 127
  %c822 = icmp ne i64 %r822, 7
  br i1 %c822, label %bad822, label %ok822
bad822:
  ret i32 73
ok822:
  %x823 = load i64, ptr @g823
  %r823 = udiv i64 %x823, 127
  %c823 = icmp ne i64 %r823, 0
  br i1 %c823, label %bad823, label %ok823
bad823:
  ret i32 74
ok823:
  %x824 = load i64, ptr @g824
  %r824 = urem i64 %x824, 127
  %c824 = icmp ne i64 %r824, 7
  br i1 %c824, label %bad824, label %ok824
bad824:
  ret i32 75
ok824:
  %x825 = load i64, ptr @g825
  %r825 = sdiv i64 %x825, 2
  %c825 = icmp ne i64 %r825, 3
  br i1 %c825, label %bad825, label %ok825
bad825:
  ret i32 76
ok825:
  %x826 = load i64, ptr @g826
  %r826 = srem i64 %x826, 2
  %c826 = icmp ne i64 %r826, 1
  br i1 %c826, label %bad826, label %ok826
bad826:
  ret i32 77
ok826:
  %x827 = load i64, ptr @g827
  %r827 = udiv i64 %x827, 2
  %c827 = icmp ne i64 %r827, 3
  br i1 %c827, label %bad827, label %ok827
bad827:
  ret i32 78
ok827:
  %x828 = load i64, ptr @g828
  %r828 = urem i64 %x828, 2
  %c828 = icmp ne i64 %r828, 1
  br i1 %c828, label %bad828, label %ok828
bad828:
  ret i32 79
ok828:
  %x829 = load i64, ptr @g829
  %r829 = sdiv i64 %x829, 1
  %c829 = icmp ne i64 %r829, 100
  br i1 %c829, label %bad829, label %ok829
bad829:
  ret i32 80
ok829:
  %x830 = load i64, ptr @g830
  %r830 = srem i64 %x830, 1
  %c830 = icmp ne i64 %r830, 0
  br i1 %c830, label %bad830, label %ok830
bad830:
  ret i32 81
ok830:
  %x831 = load i64, ptr @g831
  %r831 = udiv i64 %x831, 1
  %c831 = icmp ne i64 %r831, 100
  br i1 %c831, label %bad831, label %ok831
bad831:
  ret i32 82
ok831:
  %x832 = load i64, ptr @g832
  %r832 = urem i64 %x832, 1
  %c832 = icmp ne i64 %r832, 0
  br i1 %c832, label %bad832, label %ok832
bad832:
  ret i32 83
ok832:
  %x833 = load i64, ptr @g833
  %r833 = sdiv i64 %x833, 3
  %c833 = icmp ne i64 %r833, 33
  br i1 %c833, label %bad833, label %ok833
bad833:
  ret i32 84
ok833:
  %x834 = load i64, ptr @g834
  %r834 = srem i64 %x834, 3
  %c834 = icmp ne i64 %r834, 1
  br i1 %c834, label %bad834, label %ok834
bad834:
  ret i32 85
ok834:
  %x835 = load i64, ptr @g835
  %r835 = udiv i64 %x835, 3
  %c835 = icmp ne i64 %r835, 33
  br i1 %c835, label %bad835, label %ok835
bad835:
  ret i32 86
ok835:
  %x836 = load i64, ptr @g836
  %r836 = urem i64 %x836, 3
  %c836 = icmp ne i64 %r836, 1
  br i1 %c836, label %bad836, label %ok836
bad836:
  ret i32 87
ok836:
  %x837 = load i64, ptr @g837
  %r837 = sdiv i64 %x837, 10
  %c837 = icmp ne i64 %r837, 10
  br i1 %c837, label %bad837, label %ok837
bad837:
  ret i32 88
ok837:
  %x838 = load i64, ptr @g838
  %r838 = srem i64 %x838, 10
  %c838 = icmp ne i64 %r838, 0
  br i1 %c838, label %bad838, label %ok838
bad838:
  ret i32 89
ok838:
  %x839 = load i64, ptr @g839
  %r839 = udiv i64 %x839, 10
  %c839 = icmp ne i64 %r839, 10
  br i1 %c839, label %bad839, label %ok839
bad839:
  ret i32 90
ok839:
  %x840 = load i64, ptr @g840
  %r840 = urem i64 %x840, 10
  %c840 = icmp ne i64 %r840, 0
  br i1 %c840, label %bad840, label %ok840
bad840:
  ret i32 91
ok840:
  %x841 = load i64, ptr @g841
  %r841 = sdiv i64 %x841, -3
  %c841 = icmp ne i64 %r841, -33
  br i1 %c841, label %bad841, label %ok841
bad841:
  ret i32 92
ok841:
  %x842 = load i64, ptr @g842
  %r842 = srem i64 %x842, -3
  %c842 = icmp ne i64 %r842, 1
  br i1 %c842, label %bad842, label %ok842
bad842:
  ret i32 93
ok842:
  %x843 = load i64, ptr @g843
  %r843 = sdiv i64 %x843, -10
  %c843 = icmp ne i64 %r843, -10
  br i1 %c843, label %bad843, label %ok843
bad843:
  ret i32 94
ok843:
  %x844 = load i64, ptr @g844
  %r844 = srem i64 %x844, -10
  %c844 = icmp ne i64 %r844, 0
  br i1 %c844, label %bad844, label %ok844
bad844:
  ret i32 95
ok844:
  %x845 = load i64, ptr @g845
  %r845 = sdiv i64 %x845, 127
  %c845 = icmp ne i64 %r845, 0
  br i1 %c845, label %bad845, label %ok845
bad845:
  ret i32 96
ok845:
  %x846 = load i64, ptr @g846
  %r846 = srem i64 %x846, 127
  %c846 = icmp ne i64 %r846, 100
  br i1 %c846, label %bad846, label %ok846
bad846:
  ret i32 97
ok846:
  %x847 = load i64, ptr @g847
  %r847 = udiv i64 %x847, 127
  %c847 = icmp ne i64 %r847, 0
  br i1 %c847, label %bad847, label %ok847
bad847:
  ret i32 98
ok847:
  %x848 = load i64, ptr @g848
  %r848 = urem i64 %x848, 127
  %c848 = icmp ne i64 %r848, 100
  br i1 %c848, label %bad848, label %ok848
bad848:
  ret i32 99
ok848:
  %x849 = load i64, ptr @g849
  %r849 = sdiv i64 %x849, 2
  %c849 = icmp ne i64 %r849, 50
  br i1 %c849, label %bad849, label %ok849
bad849:
  ret i32 100
ok849:
  %x850 = load i64, ptr @g850
  %r850 = srem i64 %x850, 2
  %c850 = icmp ne i64 %r850, 0
  br i1 %c850, label %bad850, label %ok850
bad850:
  ret i32 101
ok850:
  %x851 = load i64, ptr @g851
  %r851 = udiv i64 %x851, 2
  %c851 = icmp ne i64 %r851, 50
  br i1 %c851, label %bad851, label %ok851
bad851:
  ret i32 102
ok851:
  %x852 = load i64, ptr @g852
  %r852 = urem i64 %x852, 2
  %c852 = icmp ne i64 %r852, 0
  br i1 %c852, label %bad852, label %ok852
bad852:
  ret i32 103
ok852:
  %x853 = load i64, ptr @g853
  %r853 = sdiv i64 %x853, 1
  %c853 = icmp ne i64 %r853, -1
  br i1 %c853, label %bad853, label %ok853
bad853:
  ret i32 104
ok853:
  %x854 = load i64, ptr @g854
  %r854 = srem i64 %x854, 1
  %c854 = icmp ne i64 %r854, 0
  br i1 %c854, label %bad854, label %ok854
bad854:
  ret i32 105
ok854:
  %x855 = load i64, ptr @g855
  %r855 = udiv i64 %x855, 1
  %c855 = icmp ne i64 %r855, -1
  br i1 %c855, label %bad855, label %ok855
bad855:
  ret i32 106
ok855:
  %x856 = load i64, ptr @g856
  %r856 = urem i64 %x856, 1
  %c856 = icmp ne i64 %r856, 0
  br i1 %c856, label %bad856, label %ok856
bad856:
  ret i32 107
ok856:
  %x857 = load i64, ptr @g857
  %r857 = sdiv i64 %x857, 3
  %c857 = icmp ne i64 %r857, 0
  br i1 %c857, label %bad857, label %ok857
bad857:
  ret i32 108
ok857:
  %x858 = load i64, ptr @g858
  %r858 = srem i64 %x858, 3
  %c858 = icmp ne i64 %r858, -1
  br i1 %c858, label %bad858, label %ok858
bad858:
  ret i32 109
ok858:
  %x859 = load i64, ptr @g859
  %r859 = udiv i64 %x859, 3
  %c859 = icmp ne i64 %r859, 6148914691236517205
  br i1 %c859, label %bad859, label %ok859
bad859:
  ret i32 110
ok859:
  %x860 = load i64, ptr @g860
  %r860 = urem i64 %x860, 3
  %c860 = icmp ne i64 %r860, 0
  br i1 %c860, label %bad860, label %ok860
bad860:
  ret i32 111
ok860:
  %x861 = load i64, ptr @g861
  %r861 = sdiv i64 %x861, 10
  %c861 = icmp ne i64 %r861, 0
  br i1 %c861, label %bad861, label %ok861
bad861:
  ret i32 112
ok861:
  %x862 = load i64, ptr @g862
  %r862 = srem i64 %x862, 10
  %c862 = icmp ne i64 %r862, -1
  br i1 %c862, label %bad862, label %ok862
bad862:
  ret i32 113
ok862:
  %x863 = load i64, ptr @g863
  %r863 = udiv i64 %x863, 10
  %c863 = icmp ne i64 %r863, 1844674407370955161
  br i1 %c863, label %bad863, label %ok863
bad863:
  ret i32 114
ok863:
  %x864 = load i64, ptr @g864
  %r864 = urem i64 %x864, 10
  %c864 = icmp ne i64 %r864, 5
  br i1 %c864, label %bad864, label %ok864
bad864:
  ret i32 115
ok864:
  %x865 = load i64, ptr @g865
  %r865 = sdiv i64 %x865, -3
  %c865 = icmp ne i64 %r865, 0
  br i1 %c865, label %bad865, label %ok865
bad865:
  ret i32 116
ok865:
  %x866 = load i64, ptr @g866
  %r866 = srem i64 %x866, -3
  %c866 = icmp ne i64 %r866, -1
  br i1 %c866, label %bad866, label %ok866
bad866:
  ret i32 117
ok866:
  %x867 = load i64, ptr @g867
  %r867 = sdiv i64 %x867, -10
  %c867 = icmp ne i64 %r867, 0
  br i1 %c867, label %bad867, label %ok867
bad867:
  ret i32 118
ok867:
  %x868 = load i64, ptr @g868
  %r868 = srem i64 %x868, -10
  %c868 = icmp ne i64 %r868, -1
  br i1 %c868, label %bad868, label %ok868
bad868:
  ret i32 119
ok868:
  %x869 = load i64, ptr @g869
  %r869 = sdiv i64 %x869, 127
  %c869 = icmp ne i64 %r869, 0
  br i1 %c869, label %bad869, label %ok869
bad869:
  ret i32 120
ok869:
  %x870 = load i64, ptr @g870
  %r870 = srem i64 %x870, 127
  %c870 = icmp ne i64 %r870, -1
  br i1 %c870, label %bad870, label %ok870
bad870:
  ret i32 121
ok870:
  %x871 = load i64, ptr @g871
  %r871 = udiv i64 %x871, 127
  %c871 = icmp ne i64 %r871, 145249953336295682
  br i1 %c871, label %bad871, label %ok871
bad871:
  ret i32 122
ok871:
  %x872 = load i64, ptr @g872
  %r872 = urem i64 %x872, 127
  %c872 = icmp ne i64 %r872, 1
  br i1 %c872, label %bad872, label %ok872
bad872:
  ret i32 123
ok872:
  %x873 = load i64, ptr @g873
  %r873 = sdiv i64 %x873, 2
  %c873 = icmp ne i64 %r873, 0
  br i1 %c873, label %bad873, label %ok873
bad873:
  ret i32 124
ok873:
  %x874 = load i64, ptr @g874
  %r874 = srem i64 %x874, 2
  %c874 = icmp ne i64 %r874, -1
  br i1 %c874, label %bad874, label %ok874
bad874:
  ret i32 125
ok874:
  %x875 = load i64, ptr @g875
  %r875 = udiv i64 %x875, 2
  %c875 = icmp ne i64 %r875, 9223372036854775807
  br i1 %c875, label %bad875, label %ok875
bad875:
  ret i32 126
ok875:
  %x876 = load i64, ptr @g876
  %r876 = urem i64 %x876, 2
  %c876 = icmp ne i64 %r876, 1
  br i1 %c876, label %bad876, label %ok876
bad876:
  ret i32 127
ok876:
  %x877 = load i64, ptr @g877
  %r877 = sdiv i64 %x877, 1
  %c877 = icmp ne i64 %r877, -7
  br i1 %c877, label %bad877, label %ok877
bad877:
  ret i32 128
ok877:
  %x878 = load i64, ptr @g878
  %r878 = srem i64 %x878, 1
  %c878 = icmp ne i64 %r878, 0
  br i1 %c878, label %bad878, label %ok878
bad878:
  ret i32 129
ok878:
  %x879 = load i64, ptr @g879
  %r879 = udiv i64 %x879, 1
  %c879 = icmp ne i64 %r879, -7
  br i1 %c879, label %bad879, label %ok879
bad879:
  ret i32 130
ok879:
  %x880 = load i64, ptr @g880
  %r880 = urem i64 %x880, 1
  %c880 = icmp ne i64 %r880, 0
  br i1 %c880, label %bad880, label %ok880
bad880:
  ret i32 131
ok880:
  %x881 = load i64, ptr @g881
  %r881 = sdiv i64 %x881, 3
  %c881 = icmp ne i64 %r881, -2
  br i1 %c881, label %bad881, label %ok881
bad881:
  ret i32 132
ok881:
  %x882 = load i64, ptr @g882
  %r882 = srem i64 %x882, 3
  %c882 = icmp ne i64 %r882, -1
  br i1 %c882, label %bad882, label %ok882
bad882:
  ret i32 133
ok882:
  %x883 = load i64, ptr @g883
  %r883 = udiv i64 %x883, 3
  %c883 = icmp ne i64 %r883, 6148914691236517203
  br i1 %c883, label %bad883, label %ok883
bad883:
  ret i32 134
ok883:
  %x884 = load i64, ptr @g884
  %r884 = urem i64 %x884, 3
  %c884 = icmp ne i64 %r884, 0
  br i1 %c884, label %bad884, label %ok884
bad884:
  ret i32 135
ok884:
  %x885 = load i64, ptr @g885
  %r885 = sdiv i64 %x885, 10
  %c885 = icmp ne i64 %r885, 0
  br i1 %c885, label %bad885, label %ok885
bad885:
  ret i32 136
ok885:
  %x886 = load i64, ptr @g886
  %r886 = srem i64 %x886, 10
  %c886 = icmp ne i64 %r886, -7
  br i1 %c886, label %bad886, label %ok886
bad886:
  ret i32 137
ok886:
  %x887 = load i64, ptr @g887
  %r887 = udiv i64 %x887, 10
  %c887 = icmp ne i64 %r887, 1844674407370955160
  br i1 %c887, label %bad887, label %ok887
bad887:
  ret i32 138
ok887:
  %x888 = load i64, ptr @g888
  %r888 = urem i64 %x888, 10
  %c888 = icmp ne i64 %r888, 9
  br i1 %c888, label %bad888, label %ok888
bad888:
  ret i32 139
ok888:
  %x889 = load i64, ptr @g889
  %r889 = sdiv i64 %x889, -3
  %c889 = icmp ne i64 %r889, 2
  br i1 %c889, label %bad889, label %ok889
bad889:
  ret i32 140
ok889:
  %x890 = load i64, ptr @g890
  %r890 = srem i64 %x890, -3
  %c890 = icmp ne i64 %r890, -1
  br i1 %c890, label %bad890, label %ok890
bad890:
  ret i32 141
ok890:
  %x891 = load i64, ptr @g891
  %r891 = sdiv i64 %x891, -10
  %c891 = icmp ne i64 %r891, 0
  br i1 %c891, label %bad891, label %ok891
bad891:
  ret i32 142
ok891:
  %x892 = load i64, ptr @g892
  %r892 = srem i64 %x892, -10
  %c892 = icmp ne i64 %r892, -7
  br i1 %c892, label %bad892, label %ok892
bad892:
  ret i32 143
ok892:
  %x893 = load i64, ptr @g893
  %r893 = sdiv i64 %x893, 127
  %c893 = icmp ne i64 %r893, 0
  br i1 %c893, label %bad893, label %ok893
bad893:
  ret i32 144
ok893:
  %x894 = load i64, ptr @g894
  %r894 = srem i64 %x894, 127
  %c894 = icmp ne i64 %r894, -7
  br i1 %c894, label %bad894, label %ok894
bad894:
  ret i32 145
ok894:
  %x895 = load i64, ptr @g895
  %r895 = udiv i64 %x895, 127
  %c895 = icmp ne i64 %r895, 145249953336295681
  br i1 %c895, label %bad895, label %ok895
bad895:
  ret i32 146
ok895:
  %x896 = load i64, ptr @g896
  %r896 = urem i64 %x896, 127
  %c896 = icmp ne i64 %r896, 122
  br i1 %c896, label %bad896, label %ok896
bad896:
  ret i32 147
ok896:
  %x897 = load i64, ptr @g897
  %r897 = sdiv i64 %x897, 2
  %c897 = icmp ne i64 %r897, -3
  br i1 %c897, label %bad897, label %ok897
bad897:
  ret i32 148
ok897:
  %x898 = load i64, ptr @g898
  %r898 = srem i64 %x898, 2
  %c898 = icmp ne i64 %r898, -1
  br i1 %c898, label %bad898, label %ok898
bad898:
  ret i32 149
ok898:
  %x899 = load i64, ptr @g899
  %r899 = udiv i64 %x899, 2
  %c899 = icmp ne i64 %r899, 9223372036854775804
  br i1 %c899, label %bad899, label %ok899
bad899:
  ret i32 150
ok899:
  %x900 = load i64, ptr @g900
  %r900 = urem i64 %x900, 2
  %c900 = icmp ne i64 %r900, 1
  br i1 %c900, label %bad900, label %ok900
bad900:
  ret i32 151
ok900:
  %x901 = load i64, ptr @g901
  %r901 = sdiv i64 %x901, 1
  %c901 = icmp ne i64 %r901, -100
  br i1 %c901, label %bad901, label %ok901
bad901:
  ret i32 152
ok901:
  %x902 = load i64, ptr @g902
  %r902 = srem i64 %x902, 1
  %c902 = icmp ne i64 %r902, 0
  br i1 %c902, label %bad902, label %ok902
bad902:
  ret i32 153
ok902:
  %x903 = load i64, ptr @g903
  %r903 = udiv i64 %x903, 1
  %c903 = icmp ne i64 %r903, -100
  br i1 %c903, label %bad903, label %ok903
bad903:
  ret i32 154
ok903:
  %x904 = load i64, ptr @g904
  %r904 = urem i64 %x904, 1
  %c904 = icmp ne i64 %r904, 0
  br i1 %c904, label %bad904, label %ok904
bad904:
  ret i32 155
ok904:
  %x905 = load i64, ptr @g905
  %r905 = sdiv i64 %x905, 3
  %c905 = icmp ne i64 %r905, -33
  br i1 %c905, label %bad905, label %ok905
bad905:
  ret i32 156
ok905:
  %x906 = load i64, ptr @g906
  %r906 = srem i64 %x906, 3
  %c906 = icmp ne i64 %r906, -1
  br i1 %c906, label %bad906, label %ok906
bad906:
  ret i32 157
ok906:
  %x907 = load i64, ptr @g907
  %r907 = udiv i64 %x907, 3
  %c907 = icmp ne i64 %r907, 6148914691236517172
  br i1 %c907, label %bad907, label %ok907
bad907:
  ret i32 158
ok907:
  %x908 = load i64, ptr @g908
  %r908 = urem i64 %x908, 3
  %c908 = icmp ne i64 %r908, 0
  br i1 %c908, label %bad908, label %ok908
bad908:
  ret i32 159
ok908:
  %x909 = load i64, ptr @g909
  %r909 = sdiv i64 %x909, 10
  %c909 = icmp ne i64 %r909, -10
  br i1 %c909, label %bad909, label %ok909
bad909:
  ret i32 160
ok909:
  %x910 = load i64, ptr @g910
  %r910 = srem i64 %x910, 10
  %c910 = icmp ne i64 %r910, 0
  br i1 %c910, label %bad910, label %ok910
bad910:
  ret i32 161
ok910:
  %x911 = load i64, ptr @g911
  %r911 = udiv i64 %x911, 10
  %c911 = icmp ne i64 %r911, 1844674407370955151
  br i1 %c911, label %bad911, label %ok911
bad911:
  ret i32 162
ok911:
  %x912 = load i64, ptr @g912
  %r912 = urem i64 %x912, 10
  %c912 = icmp ne i64 %r912, 6
  br i1 %c912, label %bad912, label %ok912
bad912:
  ret i32 163
ok912:
  %x913 = load i64, ptr @g913
  %r913 = sdiv i64 %x913, -3
  %c913 = icmp ne i64 %r913, 33
  br i1 %c913, label %bad913, label %ok913
bad913:
  ret i32 164
ok913:
  %x914 = load i64, ptr @g914
  %r914 = srem i64 %x914, -3
  %c914 = icmp ne i64 %r914, -1
  br i1 %c914, label %bad914, label %ok914
bad914:
  ret i32 165
ok914:
  %x915 = load i64, ptr @g915
  %r915 = sdiv i64 %x915, -10
  %c915 = icmp ne i64 %r915, 10
  br i1 %c915, label %bad915, label %ok915
bad915:
  ret i32 166
ok915:
  %x916 = load i64, ptr @g916
  %r916 = srem i64 %x916, -10
  %c916 = icmp ne i64 %r916, 0
  br i1 %c916, label %bad916, label %ok916
bad916:
  ret i32 167
ok916:
  %x917 = load i64, ptr @g917
  %r917 = sdiv i64 %x917, 127
  %c917 = icmp ne i64 %r917, 0
  br i1 %c917, label %bad917, label %ok917
bad917:
  ret i32 168
ok917:
  %x918 = load i64, ptr @g918
  %r918 = srem i64 %x918, 127
  %c918 = icmp ne i64 %r918, -100
  br i1 %c918, label %bad918, label %ok918
bad918:
  ret i32 169
ok918:
  %x919 = load i64, ptr @g919
  %r919 = udiv i64 %x919, 127
  %c919 = icmp ne i64 %r919, 145249953336295681
  br i1 %c919, label %bad919, label %ok919
bad919:
  ret i32 170
ok919:
  %x920 = load i64, ptr @g920
  %r920 = urem i64 %x920, 127
  %c920 = icmp ne i64 %r920, 29
  br i1 %c920, label %bad920, label %ok920
bad920:
  ret i32 171
ok920:
  %x921 = load i64, ptr @g921
  %r921 = sdiv i64 %x921, 2
  %c921 = icmp ne i64 %r921, -50
  br i1 %c921, label %bad921, label %ok921
bad921:
  ret i32 172
ok921:
  %x922 = load i64, ptr @g922
  %r922 = srem i64 %x922, 2
  %c922 = icmp ne i64 %r922, 0
  br i1 %c922, label %bad922, label %ok922
bad922:
  ret i32 173
ok922:
  %x923 = load i64, ptr @g923
  %r923 = udiv i64 %x923, 2
  %c923 = icmp ne i64 %r923, 9223372036854775758
  br i1 %c923, label %bad923, label %ok923
bad923:
  ret i32 174
ok923:
  %x924 = load i64, ptr @g924
  %r924 = urem i64 %x924, 2
  %c924 = icmp ne i64 %r924, 0
  br i1 %c924, label %bad924, label %ok924
bad924:
  ret i32 175
ok924:
  %x925 = load i64, ptr @g925
  %r925 = sdiv i64 %x925, 1
  %c925 = icmp ne i64 %r925, -9223372036854775808
  br i1 %c925, label %bad925, label %ok925
bad925:
  ret i32 176
ok925:
  %x926 = load i64, ptr @g926
  %r926 = srem i64 %x926, 1
  %c926 = icmp ne i64 %r926, 0
  br i1 %c926, label %bad926, label %ok926
bad926:
  ret i32 177
ok926:
  %x927 = load i64, ptr @g927
  %r927 = udiv i64 %x927, 1
  %c927 = icmp ne i64 %r927, -9223372036854775808
  br i1 %c927, label %bad927, label %ok927
bad927:
  ret i32 178
ok927:
  %x928 = load i64, ptr @g928
  %r928 = urem i64 %x928, 1
  %c928 = icmp ne i64 %r928, 0
  br i1 %c928, label %bad928, label %ok928
bad928:
  ret i32 179
ok928:
  %x929 = load i64, ptr @g929
  %r929 = sdiv i64 %x929, 3
  %c929 = icmp ne i64 %r929, -3074457345618258602
  br i1 %c929, label %bad929, label %ok929
bad929:
  ret i32 180
ok929:
  %x930 = load i64, ptr @g930
  %r930 = srem i64 %x930, 3
  %c930 = icmp ne i64 %r930, -2
  br i1 %c930, label %bad930, label %ok930
bad930:
  ret i32 181
ok930:
  %x931 = load i64, ptr @g931
  %r931 = udiv i64 %x931, 3
  %c931 = icmp ne i64 %r931, 3074457345618258602
  br i1 %c931, label %bad931, label %ok931
bad931:
  ret i32 182
ok931:
  %x932 = load i64, ptr @g932
  %r932 = urem i64 %x932, 3
  %c932 = icmp ne i64 %r932, 2
  br i1 %c932, label %bad932, label %ok932
bad932:
  ret i32 183
ok932:
  %x933 = load i64, ptr @g933
  %r933 = sdiv i64 %x933, 10
  %c933 = icmp ne i64 %r933, -922337203685477580
  br i1 %c933, label %bad933, label %ok933
bad933:
  ret i32 184
ok933:
  %x934 = load i64, ptr @g934
  %r934 = srem i64 %x934, 10
  %c934 = icmp ne i64 %r934, -8
  br i1 %c934, label %bad934, label %ok934
bad934:
  ret i32 185
ok934:
  %x935 = load i64, ptr @g935
  %r935 = udiv i64 %x935, 10
  %c935 = icmp ne i64 %r935, 922337203685477580
  br i1 %c935, label %bad935, label %ok935
bad935:
  ret i32 186
ok935:
  %x936 = load i64, ptr @g936
  %r936 = urem i64 %x936, 10
  %c936 = icmp ne i64 %r936, 8
  br i1 %c936, label %bad936, label %ok936
bad936:
  ret i32 187
ok936:
  %x937 = load i64, ptr @g937
  %r937 = sdiv i64 %x937, -3
  %c937 = icmp ne i64 %r937, 3074457345618258602
  br i1 %c937, label %bad937, label %ok937
bad937:
  ret i32 188
ok937:
  %x938 = load i64, ptr @g938
  %r938 = srem i64 %x938, -3
  %c938 = icmp ne i64 %r938, -2
  br i1 %c938, label %bad938, label %ok938
bad938:
  ret i32 189
ok938:
  %x939 = load i64, ptr @g939
  %r939 = sdiv i64 %x939, -10
  %c939 = icmp ne i64 %r939, 922337203685477580
  br i1 %c939, label %bad939, label %ok939
bad939:
  ret i32 190
ok939:
  %x940 = load i64, ptr @g940
  %r940 = srem i64 %x940, -10
  %c940 = icmp ne i64 %r940, -8
  br i1 %c940, label %bad940, label %ok940
bad940:
  ret i32 191
ok940:
  %x941 = load i64, ptr @g941
  %r941 = sdiv i64 %x941, 127
  %c941 = icmp ne i64 %r941, -72624976668147841
  br i1 %c941, label %bad941, label %ok941
bad941:
  ret i32 192
ok941:
  %x942 = load i64, ptr @g942
  %r942 = srem i64 %x942, 127
  %c942 = icmp ne i64 %r942, -1
  br i1 %c942, label %bad942, label %ok942
bad942:
  ret i32 193
ok942:
  %x943 = load i64, ptr @g943
  %r943 = udiv i64 %x943, 127
  %c943 = icmp ne i64 %r943, 72624976668147841
  br i1 %c943, label %bad943, label %ok943
bad943:
  ret i32 194
ok943:
  %x944 = load i64, ptr @g944
  %r944 = urem i64 %x944, 127
  %c944 = icmp ne i64 %r944, 1
  br i1 %c944, label %bad944, label %ok944
bad944:
  ret i32 195
ok944:
  %x945 = load i64, ptr @g945
  %r945 = sdiv i64 %x945, 2
  %c945 = icmp ne i64 %r945, -4611686018427387904
  br i1 %c945, label %bad945, label %ok945
bad945:
  ret i32 196
ok945:
  %x946 = load i64, ptr @g946
  %r946 = srem i64 %x946, 2
  %c946 = icmp ne i64 %r946, 0
  br i1 %c946, label %bad946, label %ok946
bad946:
  ret i32 197
ok946:
  %x947 = load i64, ptr @g947
  %r947 = udiv i64 %x947, 2
  %c947 = icmp ne i64 %r947, 4611686018427387904
  br i1 %c947, label %bad947, label %ok947
bad947:
  ret i32 198
ok947:
  %x948 = load i64, ptr @g948
  %r948 = urem i64 %x948, 2
  %c948 = icmp ne i64 %r948, 0
  br i1 %c948, label %bad948, label %ok948
bad948:
  ret i32 199
ok948:
  %x949 = load i64, ptr @g949
  %r949 = sdiv i64 %x949, 1
  %c949 = icmp ne i64 %r949, 9223372036854775807
  br i1 %c949, label %bad949, label %ok949
bad949:
  ret i32 200
ok949:
  %x950 = load i64, ptr @g950
  %r950 = srem i64 %x950, 1
  %c950 = icmp ne i64 %r950, 0
  br i1 %c950, label %bad950, label %ok950
bad950:
  ret i32 201
ok950:
  %x951 = load i64, ptr @g951
  %r951 = udiv i64 %x951, 1
  %c951 = icmp ne i64 %r951, 9223372036854775807
  br i1 %c951, label %bad951, label %ok951
bad951:
  ret i32 202
ok951:
  %x952 = load i64, ptr @g952
  %r952 = urem i64 %x952, 1
  %c952 = icmp ne i64 %r952, 0
  br i1 %c952, label %bad952, label %ok952
bad952:
  ret i32 203
ok952:
  %x953 = load i64, ptr @g953
  %r953 = sdiv i64 %x953, 3
  %c953 = icmp ne i64 %r953, 3074457345618258602
  br i1 %c953, label %bad953, label %ok953
bad953:
  ret i32 204
ok953:
  %x954 = load i64, ptr @g954
  %r954 = srem i64 %x954, 3
  %c954 = icmp ne i64 %r954, 1
  br i1 %c954, label %bad954, label %ok954
bad954:
  ret i32 205
ok954:
  %x955 = load i64, ptr @g955
  %r955 = udiv i64 %x955, 3
  %c955 = icmp ne i64 %r955, 3074457345618258602
  br i1 %c955, label %bad955, label %ok955
bad955:
  ret i32 206
ok955:
  %x956 = load i64, ptr @g956
  %r956 = urem i64 %x956, 3
  %c956 = icmp ne i64 %r956, 1
  br i1 %c956, label %bad956, label %ok956
bad956:
  ret i32 207
ok956:
  %x957 = load i64, ptr @g957
  %r957 = sdiv i64 %x957, 10
  %c957 = icmp ne i64 %r957, 922337203685477580
  br i1 %c957, label %bad957, label %ok957
bad957:
  ret i32 208
ok957:
  %x958 = load i64, ptr @g958
  %r958 = srem i64 %x958, 10
  %c958 = icmp ne i64 %r958, 7
  br i1 %c958, label %bad958, label %ok958
bad958:
  ret i32 209
ok958:
  %x959 = load i64, ptr @g959
  %r959 = udiv i64 %x959, 10
  %c959 = icmp ne i64 %r959, 922337203685477580
  br i1 %c959, label %bad959, label %ok959
bad959:
  ret i32 210
ok959:
  %x960 = load i64, ptr @g960
  %r960 = urem i64 %x960, 10
  %c960 = icmp ne i64 %r960, 7
  br i1 %c960, label %bad960, label %ok960
bad960:
  ret i32 211
ok960:
  %x961 = load i64, ptr @g961
  %r961 = sdiv i64 %x961, -3
  %c961 = icmp ne i64 %r961, -3074457345618258602
  br i1 %c961, label %bad961, label %ok961
bad961:
  ret i32 212
ok961:
  %x962 = load i64, ptr @g962
  %r962 = srem i64 %x962, -3
  %c962 = icmp ne i64 %r962, 1
  br i1 %c962, label %bad962, label %ok962
bad962:
  ret i32 213
ok962:
  %x963 = load i64, ptr @g963
  %r963 = sdiv i64 %x963, -10
  %c963 = icmp ne i64 %r963, -922337203685477580
  br i1 %c963, label %bad963, label %ok963
bad963:
  ret i32 214
ok963:
  %x964 = load i64, ptr @g964
  %r964 = srem i64 %x964, -10
  %c964 = icmp ne i64 %r964, 7
  br i1 %c964, label %bad964, label %ok964
bad964:
  ret i32 215
ok964:
  %x965 = load i64, ptr @g965
  %r965 = sdiv i64 %x965, 127
  %c965 = icmp ne i64 %r965, 72624976668147841
  br i1 %c965, label %bad965, label %ok965
bad965:
  ret i32 216
ok965:
  %x966 = load i64, ptr @g966
  %r966 = srem i64 %x966, 127
  %c966 = icmp ne i64 %r966, 0
  br i1 %c966, label %bad966, label %ok966
bad966:
  ret i32 217
ok966:
  %x967 = load i64, ptr @g967
  %r967 = udiv i64 %x967, 127
  %c967 = icmp ne i64 %r967, 72624976668147841
  br i1 %c967, label %bad967, label %ok967
bad967:
  ret i32 218
ok967:
  %x968 = load i64, ptr @g968
  %r968 = urem i64 %x968, 127
  %c968 = icmp ne i64 %r968, 0
  br i1 %c968, label %bad968, label %ok968
bad968:
  ret i32 219
ok968:
  %x969 = load i64, ptr @g969
  %r969 = sdiv i64 %x969, 2
  %c969 = icmp ne i64 %r969, 4611686018427387903
  br i1 %c969, label %bad969, label %ok969
bad969:
  ret i32 220
ok969:
  %x970 = load i64, ptr @g970
  %r970 = srem i64 %x970, 2
  %c970 = icmp ne i64 %r970, 1
  br i1 %c970, label %bad970, label %ok970
bad970:
  ret i32 221
ok970:
  %x971 = load i64, ptr @g971
  %r971 = udiv i64 %x971, 2
  %c971 = icmp ne i64 %r971, 4611686018427387903
  br i1 %c971, label %bad971, label %ok971
bad971:
  ret i32 222
ok971:
  %x972 = load i64, ptr @g972
  %r972 = urem i64 %x972, 2
  %c972 = icmp ne i64 %r972, 1
  br i1 %c972, label %bad972, label %ok972
bad972:
  ret i32 223
ok972:
  ret i32 0
}

@z = global i32 5
define i32 @byzero() {
  %x = load i32, ptr @z
  %r = udiv i32 %x, 0
  ret i32 %r
}
@m = global i32 -2147483648
define i32 @overflow() {
  %x = load i32, ptr @m
  %r = sdiv i32 %x, -1
  ret i32 %r
}
@seven = global i32 7
define i32 @inexact() {
  %x = load i32, ptr @seven
  %r = sdiv exact i32 %x, 2
  %c = icmp eq i32 %r, 3
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
