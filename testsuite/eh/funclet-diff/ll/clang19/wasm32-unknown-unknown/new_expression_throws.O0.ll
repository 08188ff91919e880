; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i32 }

$_ZN3ObjnwEm = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjdlEPv = comdat any

$_ZN3ObjnwEmi = comdat any

$_ZN3ObjdlEPvi = comdat any

$_ZN3ObjD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"operator new\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"operator delete\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = invoke noundef ptr @_ZN3ObjnwEm(i32 noundef 4)
          to label %9 unwind label %16

9:                                                ; preds = %0
  %10 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef -1)
          to label %11 unwind label %70

11:                                               ; preds = %9
  store ptr %8, ptr %2, align 4
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds %struct.Obj, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14)
          to label %69 unwind label %16

16:                                               ; preds = %11, %70, %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @_ZTIi]
  %20 = call ptr @llvm.wasm.get.exception(token %19)
  store ptr %20, ptr %3, align 4
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %32

24:                                               ; preds = %18
  %25 = load ptr, ptr %3, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8 [ "funclet"(token %19) ]
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %4, align 4
  %28 = load i32, ptr %4, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28) [ "funclet"(token %19) ]
          to label %30 unwind label %72

30:                                               ; preds = %24
  call void @__cxa_end_catch() #8 [ "funclet"(token %19) ]
  catchret from %19 to label %31

31:                                               ; preds = %30
  br label %33

32:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %19) ]
  unreachable

33:                                               ; preds = %31, %69
  %34 = invoke noundef ptr @_ZN3ObjnwEmi(i32 noundef 4, i32 noundef 7)
          to label %35 unwind label %42

35:                                               ; preds = %33
  %36 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %34, i32 noundef -2)
          to label %37 unwind label %74

37:                                               ; preds = %35
  store ptr %34, ptr %5, align 4
  %38 = load ptr, ptr %5, align 4
  %39 = getelementptr inbounds %struct.Obj, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40)
          to label %68 unwind label %42

42:                                               ; preds = %37, %74, %33
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @_ZTIi]
  %46 = call ptr @llvm.wasm.get.exception(token %45)
  store ptr %46, ptr %3, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %58

50:                                               ; preds = %44
  %51 = load ptr, ptr %3, align 4
  %52 = call ptr @__cxa_begin_catch(ptr %51) #8 [ "funclet"(token %45) ]
  %53 = load i32, ptr %52, align 4
  store i32 %53, ptr %6, align 4
  %54 = load i32, ptr %6, align 4
  %55 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %54) [ "funclet"(token %45) ]
          to label %56 unwind label %76

56:                                               ; preds = %50
  call void @__cxa_end_catch() #8 [ "funclet"(token %45) ]
  catchret from %45 to label %57

57:                                               ; preds = %56
  br label %59

58:                                               ; preds = %44
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %45) ]
  unreachable

59:                                               ; preds = %57, %68
  %60 = call noundef ptr @_ZN3ObjnwEm(i32 noundef 4)
  %61 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %60, i32 noundef 3)
          to label %62 unwind label %78

62:                                               ; preds = %59
  store ptr %60, ptr %7, align 4
  %63 = load ptr, ptr %7, align 4
  %64 = icmp eq ptr %63, null
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #8
  call void @_ZN3ObjdlEPv(ptr noundef %63) #8
  br label %67

67:                                               ; preds = %65, %62
  ret i32 0

68:                                               ; preds = %37
  br label %59

69:                                               ; preds = %11
  br label %33

70:                                               ; preds = %9
  %71 = cleanuppad within none []
  call void @_ZN3ObjdlEPv(ptr noundef %8) #8 [ "funclet"(token %71) ]
  cleanupret from %71 unwind label %16

72:                                               ; preds = %24
  %73 = cleanuppad within %19 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %73) ]
  cleanupret from %73 unwind to caller

74:                                               ; preds = %35
  %75 = cleanuppad within none []
  call void @_ZN3ObjdlEPvi(ptr noundef %34, i32 noundef 7) #8 [ "funclet"(token %75) ]
  cleanupret from %75 unwind label %42

76:                                               ; preds = %50
  %77 = cleanuppad within %45 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %77) ]
  cleanupret from %77 unwind to caller

78:                                               ; preds = %59
  %79 = cleanuppad within none []
  call void @_ZN3ObjdlEPv(ptr noundef %60) #8 [ "funclet"(token %79) ]
  cleanupret from %79 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjnwEm(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %4 = load i32, ptr %2, align 4
  %5 = call ptr @malloc(i32 noundef %4) #9
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i32 4) #8
  %16 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #6
  unreachable

18:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3ObjdlEPv(ptr noundef %0) #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %8) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjnwEmi(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
  %7 = load i32, ptr %3, align 4
  %8 = call ptr @malloc(i32 noundef %7) #9
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3ObjdlEPvi(ptr noundef %0, i32 noundef %1) #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 4
  invoke void @free(ptr noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #7

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

declare void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
