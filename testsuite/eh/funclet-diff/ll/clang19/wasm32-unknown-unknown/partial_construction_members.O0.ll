; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN6HolderD2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

$_ZN10BodyThrowsD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.BodyThrows, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = invoke noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2)
          to label %70 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = load ptr, ptr %3, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22) [ "funclet"(token %13) ]
          to label %24 unwind label %72

24:                                               ; preds = %18
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ]
  catchret from %13 to label %25

25:                                               ; preds = %24
  br label %27

26:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %13) ]
  unreachable

27:                                               ; preds = %25, %70
  %28 = invoke noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %5)
          to label %68 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTIi]
  %33 = call ptr @llvm.wasm.get.exception(token %32)
  store ptr %33, ptr %3, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %31
  %38 = load ptr, ptr %3, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #7 [ "funclet"(token %32) ]
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41) [ "funclet"(token %32) ]
          to label %43 unwind label %74

43:                                               ; preds = %37
  call void @__cxa_end_catch() #7 [ "funclet"(token %32) ]
  catchret from %32 to label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %32) ]
  unreachable

46:                                               ; preds = %44, %68
  %47 = invoke noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7)
          to label %66 unwind label %48

48:                                               ; preds = %46
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @_ZTIi]
  %52 = call ptr @llvm.wasm.get.exception(token %51)
  store ptr %52, ptr %3, align 4
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %64

56:                                               ; preds = %50
  %57 = load ptr, ptr %3, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #7 [ "funclet"(token %51) ]
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %8, align 4
  %60 = load i32, ptr %8, align 4
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %60) [ "funclet"(token %51) ]
          to label %62 unwind label %76

62:                                               ; preds = %56
  call void @__cxa_end_catch() #7 [ "funclet"(token %51) ]
  catchret from %51 to label %63

63:                                               ; preds = %62
  br label %65

64:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %51) ]
  unreachable

65:                                               ; preds = %63, %66
  ret i32 0

66:                                               ; preds = %46
  %67 = call noundef ptr @_ZN10BodyThrowsD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #7
  br label %65

68:                                               ; preds = %27
  %69 = call noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %5) #7
  br label %46

70:                                               ; preds = %0
  %71 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2) #7
  br label %27

72:                                               ; preds = %18
  %73 = cleanuppad within %13 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %73) ]
  cleanupret from %73 unwind to caller

74:                                               ; preds = %37
  %75 = cleanuppad within %32 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %75) ]
  cleanupret from %75 unwind to caller

76:                                               ; preds = %56
  %77 = cleanuppad within %51 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %77) ]
  cleanupret from %77 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %7 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %8 unwind label %26

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  %10 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
          to label %11 unwind label %23

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  %13 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 4)
          to label %14 unwind label %20

14:                                               ; preds = %11
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %16 unwind label %17

16:                                               ; preds = %14
  ret ptr %3

17:                                               ; preds = %14
  %18 = cleanuppad within none []
  %19 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #7 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17, %11
  %21 = cleanuppad within none []
  %22 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #7 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %23

23:                                               ; preds = %20, %8
  %24 = cleanuppad within none []
  %25 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %26

26:                                               ; preds = %23, %1
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %14

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %8 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  %10 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %11 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #7
  %12 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %13 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #7
  ret ptr %3

14:                                               ; preds = %1
  %15 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %15) ]
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 11)
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %7 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 12)
          to label %8 unwind label %15

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %10 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 13)
          to label %11 unwind label %12

11:                                               ; preds = %8
  ret ptr %3

12:                                               ; preds = %8
  %13 = cleanuppad within none []
  %14 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %15

15:                                               ; preds = %12, %1
  %16 = cleanuppad within none []
  %17 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %8 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  %10 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %11 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #7
  ret ptr %3

12:                                               ; preds = %1
  %13 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %13) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %struct.BodyThrows, ptr %4, i32 0, i32 0
  %6 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 21)
  %7 = getelementptr inbounds %struct.BodyThrows, ptr %4, i32 0, i32 1
  %8 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 22)
          to label %9 unwind label %16

9:                                                ; preds = %1
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %11 unwind label %13

11:                                               ; preds = %9
  %12 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 23, ptr %12, align 16
  invoke void @__cxa_throw(ptr %12, ptr @_ZTIi, ptr null) #6
          to label %19 unwind label %13

13:                                               ; preds = %11, %9
  %14 = cleanuppad within none []
  %15 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %16

16:                                               ; preds = %13, %1
  %17 = cleanuppad within none []
  %18 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

19:                                               ; preds = %11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN10BodyThrowsD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 1
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %8 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 0
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  ret ptr %3

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 3
  br i1 %13, label %18, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 13
  br i1 %17, label %18, label %22

18:                                               ; preds = %14, %2
  %19 = call ptr @__cxa_allocate_exception(i32 4) #7
  %20 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIi, ptr null) #6
  unreachable

22:                                               ; preds = %14
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
