; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct._Unwind_Exception = type { i64, ptr, i32, i32, [12 x i8] }
%struct.Local = type { ptr }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [28 x i8] c"inner catch (...), rethrow\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"never: outer int\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP17_Unwind_Exception = linkonce_odr hidden constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS17_Unwind_Exception = linkonce_odr hidden constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"never: _Unwind_Exception*\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"raising\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL6middlev()
          to label %15 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %19

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr null]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = call ptr @__cxa_begin_catch(ptr %11) #7 [ "funclet"(token %7) ]
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str) [ "funclet"(token %7) ]
          to label %14 unwind label %16

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %7) ]
          to label %49 unwind label %16

15:                                               ; preds = %0
  br label %43

16:                                               ; preds = %14, %10
  %17 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %17) ]
          to label %18 unwind label %50

18:                                               ; preds = %16
  cleanupret from %17 unwind label %19

19:                                               ; preds = %18, %4
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTIi, ptr null]
  %23 = call ptr @llvm.wasm.get.exception(token %22)
  store ptr %23, ptr %2, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %21
  %28 = load ptr, ptr %2, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #7 [ "funclet"(token %22) ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %3, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %22) ]
          to label %32 unwind label %47

32:                                               ; preds = %27
  call void @__cxa_end_catch() #7 [ "funclet"(token %22) ]
  catchret from %22 to label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33, %42, %43
  %35 = load i32, ptr @_ZL10g_cleanups, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35)
  ret i32 0

37:                                               ; preds = %21
  %38 = load ptr, ptr %2, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #7 [ "funclet"(token %22) ]
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %22) ]
          to label %41 unwind label %44

41:                                               ; preds = %37
  call void @__cxa_end_catch() [ "funclet"(token %22) ]
  catchret from %22 to label %42

42:                                               ; preds = %41
  br label %34

43:                                               ; preds = %15
  br label %34

44:                                               ; preds = %37
  %45 = cleanuppad within %22 []
  invoke void @__cxa_end_catch() [ "funclet"(token %45) ]
          to label %46 unwind label %52

46:                                               ; preds = %44
  cleanupret from %45 unwind to caller

47:                                               ; preds = %27
  %48 = cleanuppad within %22 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %48) ]
  cleanupret from %48 unwind to caller

49:                                               ; preds = %14
  unreachable

50:                                               ; preds = %16
  %51 = cleanuppad within %17 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %51) ]
  unreachable

52:                                               ; preds = %44
  %53 = cleanuppad within %45 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %53) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlev() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.4)
  invoke void @_ZL13raise_foreignv()
          to label %33 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %38

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTIi, ptr @_ZTIP17_Unwind_Exception]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #7 [ "funclet"(token %9) ]
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %4, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6) [ "funclet"(token %9) ]
          to label %19 unwind label %36

19:                                               ; preds = %14
  call void @__cxa_end_catch() #7 [ "funclet"(token %9) ]
  catchret from %9 to label %20

20:                                               ; preds = %19
  br label %31

21:                                               ; preds = %8
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP17_Unwind_Exception) #7
  %23 = icmp eq i32 %11, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %21
  %25 = load ptr, ptr %2, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7 [ "funclet"(token %9) ]
  store ptr %26, ptr %3, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5) [ "funclet"(token %9) ]
          to label %28 unwind label %34

28:                                               ; preds = %24
  call void @__cxa_end_catch() #7 [ "funclet"(token %9) ]
  catchret from %9 to label %29

29:                                               ; preds = %28
  br label %31

30:                                               ; preds = %21
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %9) ]
          to label %41 unwind label %38

31:                                               ; preds = %20, %29, %33
  %32 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7
  ret void

33:                                               ; preds = %0
  br label %31

34:                                               ; preds = %24
  %35 = cleanuppad within %9 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %38

36:                                               ; preds = %14
  %37 = cleanuppad within %9 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %37) ]
  cleanupret from %37 unwind label %38

38:                                               ; preds = %30, %36, %34, %6
  %39 = cleanuppad within none []
  %40 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7 [ "funclet"(token %39) ]
  cleanupret from %39 unwind to caller

41:                                               ; preds = %30
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13raise_foreignv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i32, align 4
  %3 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.7)
  invoke void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
          to label %4 unwind label %13

4:                                                ; preds = %0
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %6 unwind label %13

6:                                                ; preds = %4
  %7 = invoke i32 @_Unwind_RaiseException(ptr noundef @_ZL5g_exc)
          to label %8 unwind label %13

8:                                                ; preds = %6
  store i32 %7, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %9)
          to label %11 unwind label %13

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7
  ret void

13:                                               ; preds = %8, %6, %4, %0
  %14 = cleanuppad within none []
  %15 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL9set_classP17_Unwind_Exception(ptr noundef %0) #5 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct._Unwind_Exception, ptr %3, i32 0, i32 0
  store i64 6072351294000943694, ptr %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @_ZL10g_cleanups, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL10g_cleanups, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = icmp eq ptr %8, @_ZL5g_exc
  %10 = zext i1 %9 to i32
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %7, i32 noundef %10)
  ret void
}

declare i32 @_Unwind_RaiseException(ptr noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
