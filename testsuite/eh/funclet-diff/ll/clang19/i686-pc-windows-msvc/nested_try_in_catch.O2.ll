; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.E = type { i32 }

$"??1E@@QAE@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = comdat any

$"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUE@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUE@@@84"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1E@@QAE@XZ", ptr null, ptr @"_CTA1?AUE@@" }, section ".xdata", comdat
@"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handling %d\0A\00", comdat, align 1
@"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"third level %d\0A\00", comdat, align 1
@"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", comdat, align 1
@"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", comdat, align 1
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.E, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 1, ptr %1, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUE@@") #4
          to label %47 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind label %38

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %13 = load ptr, ptr %2, align 4
  %14 = load i32, ptr %13, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@", i32 noundef %14) [ "funclet"(token %12) ]
  store i32 2, ptr %3, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2) [ "funclet"(token %12) ]
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #4 [ "funclet"(token %12) ]
          to label %47 unwind label %17

17:                                               ; preds = %11
  %18 = catchswitch within %12 [label %19] unwind label %38

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUE@@@8", i32 8, ptr %4]
  %21 = load ptr, ptr %2, align 4
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %4, align 4
  %24 = load i32, ptr %23, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@", i32 noundef %24, i32 noundef %22) [ "funclet"(token %20) ]
  store i32 3, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #4 [ "funclet"(token %20) ]
          to label %47 unwind label %26

26:                                               ; preds = %19
  %27 = catchswitch within %20 [label %28] unwind label %38

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @"??_R0H@8", i32 0, ptr %6]
  %30 = load i32, ptr %6, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@", i32 noundef %30) [ "funclet"(token %29) ]
  catchret from %29 to label %32

32:                                               ; preds = %28
  %33 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %20) ]
  catchret from %20 to label %34

34:                                               ; preds = %32
  %35 = load ptr, ptr %2, align 4
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@", i32 noundef %36) [ "funclet"(token %12) ]
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %12) ]
          to label %47 unwind label %38

38:                                               ; preds = %34, %26, %17, %9
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @"??_R0?AUE@@@8", i32 8, ptr %7]
  %42 = load ptr, ptr %7, align 4
  %43 = load i32, ptr %42, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@", i32 noundef %43) [ "funclet"(token %41) ]
  catchret from %41 to label %45

45:                                               ; preds = %40
  %46 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret i32 0

47:                                               ; preds = %34, %19, %11, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
