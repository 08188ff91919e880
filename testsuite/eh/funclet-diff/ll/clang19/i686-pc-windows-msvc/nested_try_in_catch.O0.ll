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

$"??0E@@QAE@H@Z" = comdat any

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

$"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@" = comdat any

$"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = comdat any

$"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

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
@"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"leaving nested\0A\00", comdat, align 1
@"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", comdat, align 1
@"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = invoke x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUE@@") #4
          to label %64 unwind label %11

11:                                               ; preds = %10, %0
  %12 = catchswitch within none [label %13] unwind label %52

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0?AUE@@@8", i32 8, ptr %3]
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.E, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@", i32 noundef %17) [ "funclet"(token %14) ]
          to label %19 unwind label %52

19:                                               ; preds = %13
  %20 = invoke x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2) [ "funclet"(token %14) ]
          to label %21 unwind label %22

21:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUE@@") #4 [ "funclet"(token %14) ]
          to label %64 unwind label %22

22:                                               ; preds = %21, %19
  %23 = catchswitch within %14 [label %24] unwind label %52

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"??_R0?AUE@@@8", i32 8, ptr %5]
  %26 = load ptr, ptr %3, align 4
  %27 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %5, align 4
  %30 = getelementptr inbounds %struct.E, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@", i32 noundef %31, i32 noundef %28) [ "funclet"(token %25) ]
          to label %33 unwind label %52

33:                                               ; preds = %24
  store i32 3, ptr %6, align 4
  invoke void @_CxxThrowException(ptr %6, ptr @_TI1H) #4 [ "funclet"(token %25) ]
          to label %64 unwind label %34

34:                                               ; preds = %33
  %35 = catchswitch within %25 [label %36] unwind label %52

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @"??_R0H@8", i32 0, ptr %7]
  %38 = load i32, ptr %7, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@", i32 noundef %38) [ "funclet"(token %37) ]
          to label %40 unwind label %52

40:                                               ; preds = %36
  catchret from %37 to label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@NFAMMOGK@leaving?5nested?6?$AA@") [ "funclet"(token %25) ]
          to label %44 unwind label %52

44:                                               ; preds = %42
  catchret from %25 to label %45

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45
  %47 = load ptr, ptr %3, align 4
  %48 = getelementptr inbounds %struct.E, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@", i32 noundef %49) [ "funclet"(token %14) ]
          to label %51 unwind label %52

51:                                               ; preds = %46
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %14) ]
          to label %64 unwind label %52

52:                                               ; preds = %51, %46, %42, %36, %34, %24, %22, %13, %11
  %53 = catchswitch within none [label %54] unwind to caller

54:                                               ; preds = %52
  %55 = catchpad within %53 [ptr @"??_R0?AUE@@@8", i32 8, ptr %8]
  %56 = load ptr, ptr %8, align 4
  %57 = getelementptr inbounds %struct.E, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@", i32 noundef %58) [ "funclet"(token %55) ]
  catchret from %55 to label %60

60:                                               ; preds = %54
  br label %61

61:                                               ; preds = %60, %63
  %62 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
  ret i32 0

63:                                               ; No predecessors!
  br label %61

64:                                               ; preds = %51, %33, %21, %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
