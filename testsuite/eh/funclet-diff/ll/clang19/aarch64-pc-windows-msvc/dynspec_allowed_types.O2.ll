; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }
%rtti.TypeDescriptor14 = type { ptr, ptr, [15 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0PEAUBase@@@8" = comdat any

$"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUBase@@@84" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"_CT??_R0?AUDerived@@@84" = comdat any

$"_CTA2?AUDerived@@" = comdat any

$"_TI2?AUDerived@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0PEAUDerived@@@8" = comdat any

$"_CT??_R0PEAUDerived@@@88" = comdat any

$"_CT??_R0PEAUBase@@@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA3PEAUDerived@@" = comdat any

$"_TI3PEAUDerived@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", comdat, align 8
@"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", comdat, align 8
@"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", comdat, align 8
@"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", comdat, align 8
@"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"quiet %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUBase@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUDerived@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@g_d = internal global %struct.Derived zeroinitializer, align 4
@"??_R0PEAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor14 { ptr @"??_7type_info@@6B@", ptr null, [15 x i8] c".PEAUDerived@@\00" }, comdat
@"_CT??_R0PEAUDerived@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUBase@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUDerived@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUBase@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3PEAUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = tail call ptr @set_unexpected(ptr noundef nonnull @"?never_handler@@YAXXZ") #7
  br label %10

6:                                                ; preds = %20
  %7 = call fastcc noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 0) #7
  %8 = call fastcc noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 3) #7
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@", i32 noundef 3)
  ret i32 0

10:                                               ; preds = %0, %20
  %11 = phi i32 [ 0, %0 ], [ %21, %20 ]
  invoke fastcc void @"?spec@@YAXH@Z"(i32 noundef %11)
          to label %19 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14, label %23, label %28, label %32] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %4]
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %17) [ "funclet"(token %15) ]
  catchret from %15 to label %20

19:                                               ; preds = %10
  unreachable

20:                                               ; preds = %32, %28, %23, %14
  %21 = add nuw nsw i32 %11, 1
  %22 = icmp eq i32 %21, 4
  br i1 %22, label %6, label %10, !llvm.loop !4

23:                                               ; preds = %12
  %24 = catchpad within %13 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %3]
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %25, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %26) [ "funclet"(token %24) ]
  catchret from %24 to label %20

28:                                               ; preds = %12
  %29 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %2]
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %30) [ "funclet"(token %29) ]
  catchret from %29 to label %20

32:                                               ; preds = %12
  %33 = catchpad within %13 [ptr @"??_R0PEAUBase@@@8", i32 0, ptr %1]
  %34 = load ptr, ptr %1, align 8
  %35 = load i32, ptr %34, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %35) [ "funclet"(token %33) ]
  catchret from %33 to label %20
}

; Function Attrs: nounwind
declare dso_local ptr @set_unexpected(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @"?never_handler@@YAXXZ"() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @_CxxThrowException(ptr null, ptr null) #8
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?spec@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Base, align 4
  %3 = alloca %struct.Derived, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  switch i32 %0, label %9 [
    i32 0, label %6
    i32 1, label %7
    i32 2, label %8
  ]

6:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUBase@@") #8
  unreachable

7:                                                ; preds = %1
  store i32 11, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2?AUDerived@@") #8
  unreachable

8:                                                ; preds = %1
  store i32 12, ptr %4, align 4
  call void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #8
  unreachable

9:                                                ; preds = %1
  store i32 13, ptr @g_d, align 4
  store ptr @g_d, ptr %5, align 8
  call void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI3PEAUDerived@@") #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress noinline norecurse nounwind uwtable
define internal fastcc noundef range(i32 -1, 4) i32 @"?quiet@@YAHH@Z"(i32 noundef returned %0) unnamed_addr #5 personality ptr @__CxxFrameHandler3 {
  invoke fastcc void @"?spec@@YAXH@Z"(i32 noundef %0)
          to label %6 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr null, i32 64, ptr null]
  catchret from %5 to label %7

6:                                                ; preds = %1
  unreachable

7:                                                ; preds = %4
  ret i32 %0
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress noinline norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
