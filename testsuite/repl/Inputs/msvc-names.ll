; ModuleID = 'msvc-names.cpp'
source_filename = "msvc-names.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%"struct.ns::Box" = type { i32 }

$"??0Box@ns@@QEAA@H@Z" = comdat any

$"??1Box@ns@@QEAA@XZ" = comdat any

$"??$pick@H@@YAHHH@Z" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_01EANLCPLP@y?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_08DDLMHOFI@?$HOBox?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1
@"??_C@_01EANLCPLP@y?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"y\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_08DDLMHOFI@?$HOBox?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"~Box %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?get@Box@ns@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(4) %this) #0 align 2 {
entry:
  %this.addr = alloca ptr, align 8
  %tmp = alloca i32, align 4
  store ptr %this, ptr %this.addr, align 8
  %this1 = load ptr, ptr %this.addr, align 8
  %v = getelementptr inbounds %"struct.ns::Box", ptr %this1, i32 0, i32 0
  %0 = load i32, ptr %v, align 4
  %cmp = icmp slt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %v2 = getelementptr inbounds %"struct.ns::Box", ptr %this1, i32 0, i32 0
  %1 = load i32, ptr %v2, align 4
  store i32 %1, ptr %tmp, align 4
  call void @_CxxThrowException(ptr %tmp, ptr @_TI1H) #4
  unreachable

if.end:                                           ; preds = %entry
  %v3 = getelementptr inbounds %"struct.ns::Box", ptr %this1, i32 0, i32 0
  %2 = load i32, ptr %v3, align 4
  ret i32 %2
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?twice@ns@@YAHHPEBD@Z"(i32 noundef %a, ptr noundef %why) #0 personality ptr @__CxxFrameHandler3 {
entry:
  %why.addr = alloca ptr, align 8
  %a.addr = alloca i32, align 4
  %b = alloca %"struct.ns::Box", align 4
  store ptr %why, ptr %why.addr, align 8
  store i32 %a, ptr %a.addr, align 4
  %0 = load i32, ptr %a.addr, align 4
  %call = call noundef ptr @"??0Box@ns@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %b, i32 noundef %0)
  %call1 = invoke noundef i32 @"?get@Box@ns@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(4) %b)
          to label %invoke.cont unwind label %ehcleanup

invoke.cont:                                      ; preds = %entry
  %mul = mul nsw i32 %call1, 2
  call void @"??1Box@ns@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %b) #5
  ret i32 %mul

ehcleanup:                                        ; preds = %entry
  %1 = cleanuppad within none []
  call void @"??1Box@ns@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %b) #5 [ "funclet"(token %1) ]
  cleanupret from %1 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Box@ns@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %this, i32 noundef %x) unnamed_addr #1 comdat align 2 {
entry:
  %x.addr = alloca i32, align 4
  %this.addr = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
  store ptr %this, ptr %this.addr, align 8
  %this1 = load ptr, ptr %this.addr, align 8
  %v = getelementptr inbounds %"struct.ns::Box", ptr %this1, i32 0, i32 0
  %0 = load i32, ptr %x.addr, align 4
  store i32 %0, ptr %v, align 4
  ret ptr %this1
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Box@ns@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %this) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
entry:
  %this.addr = alloca ptr, align 8
  store ptr %this, ptr %this.addr, align 8
  %this1 = load ptr, ptr %this.addr, align 8
  %v = getelementptr inbounds %"struct.ns::Box", ptr %this1, i32 0, i32 0
  %0 = load i32, ptr %v, align 4
  %call = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_08DDLMHOFI@?$HOBox?5?$CFd?6?$AA@", i32 noundef %0)
          to label %invoke.cont unwind label %terminate

invoke.cont:                                      ; preds = %entry
  ret void

terminate:                                        ; preds = %entry
  %1 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %1) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 personality ptr @__CxxFrameHandler3 {
entry:
  %retval = alloca i32, align 4
  %e = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = invoke noundef i32 @"??$pick@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 4)
          to label %invoke.cont unwind label %catch.dispatch

invoke.cont:                                      ; preds = %entry
  %call2 = invoke noundef i32 @"?twice@ns@@YAHHPEBD@Z"(i32 noundef %call, ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %invoke.cont1 unwind label %catch.dispatch

invoke.cont1:                                     ; preds = %invoke.cont
  %call4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %call2)
          to label %invoke.cont3 unwind label %catch.dispatch

invoke.cont3:                                     ; preds = %invoke.cont1
  %call6 = invoke noundef i32 @"?twice@ns@@YAHHPEBD@Z"(i32 noundef -1, ptr noundef @"??_C@_01EANLCPLP@y?$AA@")
          to label %invoke.cont5 unwind label %catch.dispatch

catch.dispatch:                                   ; preds = %invoke.cont3, %invoke.cont1, %invoke.cont, %entry
  %0 = catchswitch within none [label %catch] unwind to caller

catch:                                            ; preds = %catch.dispatch
  %1 = catchpad within %0 [ptr @"??_R0H@8", i32 0, ptr %e]
  %2 = load i32, ptr %e, align 4
  %call7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %2) [ "funclet"(token %1) ]
  catchret from %1 to label %catchret.dest

catchret.dest:                                    ; preds = %catch
  br label %try.cont

try.cont:                                         ; preds = %catchret.dest, %invoke.cont5
  ret i32 0

invoke.cont5:                                     ; preds = %invoke.cont3
  br label %try.cont
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$pick@H@@YAHHH@Z"(i32 noundef %a, i32 noundef %b) #1 comdat {
entry:
  %b.addr = alloca i32, align 4
  %a.addr = alloca i32, align 4
  store i32 %b, ptr %b.addr, align 4
  store i32 %a, ptr %a.addr, align 4
  %0 = load i32, ptr %a.addr, align 4
  %1 = load i32, ptr %b.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load i32, ptr %b.addr, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load i32, ptr %a.addr, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ %3, %cond.false ]
  ret i32 %cond
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
