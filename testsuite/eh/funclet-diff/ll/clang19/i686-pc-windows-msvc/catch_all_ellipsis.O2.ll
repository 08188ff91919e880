; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%struct.Obj = type { i32 }

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??1Obj@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", comdat, align 1
@"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", comdat, align 1
@"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", comdat, align 1
@"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", comdat, align 1
@"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0N@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1N }, section ".xdata", comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUObj@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Obj@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Obj@@QAE@XZ", ptr null, ptr @"_CTA1?AUObj@@" }, section ".xdata", comdat
@"?x@?1??thrower@@YAXH@Z@4HA" = internal global i32 4, align 4
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAH\00" }, comdat
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAH@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAH@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAH }, section ".xdata", comdat
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"Obj copy(%d)\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.Obj, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  br label %9

8:                                                ; preds = %31
  ret i32 0

9:                                                ; preds = %0, %31
  %10 = phi i32 [ 0, %0 ], [ %32, %31 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  switch i32 %10, label %18 [
    i32 0, label %11
    i32 1, label %13
    i32 2, label %15
  ]

11:                                               ; preds = %9
  store i32 17, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #5
          to label %12 unwind label %20

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %9
  store double 2.500000e+00, ptr %2, align 8
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1N) #5
          to label %14 unwind label %20

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %9
  store i32 3, ptr %3, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUObj@@") #5
          to label %17 unwind label %20

17:                                               ; preds = %15
  unreachable

18:                                               ; preds = %9
  store ptr @"?x@?1??thrower@@YAXH@Z@4HA", ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI2PAH) #5
          to label %19 unwind label %20

19:                                               ; preds = %18
  unreachable

20:                                               ; preds = %18, %15, %13, %11
  %21 = catchswitch within none [label %22] unwind label %25

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr null, i32 64, ptr null]
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 noundef %10) [ "funclet"(token %23) ]
  invoke void @_CxxThrowException(ptr null, ptr null) #5 [ "funclet"(token %23) ]
          to label %48 unwind label %25

25:                                               ; preds = %22, %20
  %26 = catchswitch within none [label %27, label %34, label %40, label %45] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %7]
  %29 = load i32, ptr %7, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef %29) [ "funclet"(token %28) ]
  catchret from %28 to label %31

31:                                               ; preds = %45, %40, %34, %27
  %32 = add nuw nsw i32 %10, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %8, label %9, !llvm.loop !4

34:                                               ; preds = %25
  %35 = catchpad within %26 [ptr @"??_R0N@8", i32 0, ptr %6]
  %36 = load double, ptr %6, align 8
  %37 = fmul double %36, 1.000000e+01
  %38 = fptosi double %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef %38) [ "funclet"(token %35) ]
  catchret from %35 to label %31

40:                                               ; preds = %25
  %41 = catchpad within %26 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %5]
  %42 = load ptr, ptr %5, align 4
  %43 = load i32, ptr %42, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef %43) [ "funclet"(token %41) ]
  catchret from %41 to label %31

45:                                               ; preds = %25
  %46 = catchpad within %26 [ptr null, i32 64, ptr null]
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 noundef %10) [ "funclet"(token %46) ]
  catchret from %46 to label %31

48:                                               ; preds = %22
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Obj@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  store i32 %3, ptr %0, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %3)
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
