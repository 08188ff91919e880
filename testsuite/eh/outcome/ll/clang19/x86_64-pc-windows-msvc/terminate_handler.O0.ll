; ModuleID = 'terminate_handler.cpp'
source_filename = "terminate_handler.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0M@OBDNNLLB@throwing?55?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0O@JPFFLMPC@handler?5runs?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_C@_0M@OBDNNLLB@throwing?55?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"throwing 5\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0O@JPFFLMPC@handler?5runs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"handler runs\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call ptr @set_terminate(ptr noundef @"?handler@@YAXXZ")
  %3 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@OBDNNLLB@throwing?55?6?$AA@")
  %4 = call i32 @fflush(ptr noundef null)
  call void @"?thrower@@YAXH@Z"(i32 noundef 5)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
  ret i32 0
}

declare dso_local ptr @set_terminate(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?handler@@YAXXZ"() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@JPFFLMPC@handler?5runs?6?$AA@")
  %2 = call i32 @fflush(ptr noundef null)
  call void @abort() #4
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @fflush(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #4
  unreachable

8:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn
declare dso_local void @abort() #3

declare dso_local void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
