; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Base = type { ptr, i32 }

$_ZN4BaseC2Ei = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN3MidC2Ei = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafC2Ei = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Mid = linkonce_odr hidden constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Mid, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr hidden constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Leaf, ptr @_ZTI3Mid }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base4nameEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZNK3Mid4nameEv, ptr @_ZN3MidD2Ev, ptr @_ZN3MidD0Ev] }, comdat, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Mid\0A\00", align 1
@_ZTV4Leaf = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZNK4Leaf4nameEv, ptr @_ZN4LeafD2Ev, ptr @_ZN4LeafD0Ev] }, comdat, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"~Leaf\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %65, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %76

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @_ZL1fi(i32 noundef %10)
          to label %69 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind label %38

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTI3Mid]
  %15 = call ptr @llvm.wasm.get.exception(token %14)
  store ptr %15, ptr %3, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Mid) #8
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %37

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #8 [ "funclet"(token %14) ]
  store ptr %21, ptr %4, align 4
  %22 = load ptr, ptr %4, align 4
  %23 = load ptr, ptr %22, align 4
  %24 = getelementptr inbounds ptr, ptr %23, i64 0
  %25 = load ptr, ptr %24, align 4
  %26 = invoke noundef ptr %25(ptr noundef nonnull align 4 dereferenceable(8) %22) [ "funclet"(token %14) ]
          to label %27 unwind label %70

27:                                               ; preds = %19
  %28 = load ptr, ptr %4, align 4
  %29 = getelementptr inbounds %struct.Base, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %26, i32 noundef %30) [ "funclet"(token %14) ]
          to label %32 unwind label %70

32:                                               ; preds = %27
  %33 = load ptr, ptr %4, align 4
  %34 = getelementptr inbounds %struct.Base, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %35, 100
  store i32 %36, ptr %34, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %14) ]
          to label %77 unwind label %70

37:                                               ; preds = %13
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
          to label %77 unwind label %38

38:                                               ; preds = %37, %72, %11
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @_ZTI4Base]
  %42 = call ptr @llvm.wasm.get.exception(token %41)
  store ptr %42, ptr %3, align 4
  %43 = call i32 @llvm.wasm.get.ehselector(token %41)
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #8
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %61

46:                                               ; preds = %40
  %47 = load ptr, ptr %3, align 4
  %48 = call ptr @__cxa_begin_catch(ptr %47) #8 [ "funclet"(token %41) ]
  store ptr %48, ptr %5, align 4
  %49 = load ptr, ptr %5, align 4
  %50 = load ptr, ptr %49, align 4
  %51 = getelementptr inbounds ptr, ptr %50, i64 0
  %52 = load ptr, ptr %51, align 4
  %53 = invoke noundef ptr %52(ptr noundef nonnull align 4 dereferenceable(8) %49) [ "funclet"(token %41) ]
          to label %54 unwind label %73

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 4
  %56 = getelementptr inbounds %struct.Base, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %53, i32 noundef %57) [ "funclet"(token %41) ]
          to label %59 unwind label %73

59:                                               ; preds = %54
  call void @__cxa_end_catch() [ "funclet"(token %41) ]
  catchret from %41 to label %60

60:                                               ; preds = %59
  br label %62

61:                                               ; preds = %40
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %41) ]
  unreachable

62:                                               ; preds = %60, %68
  %63 = load i32, ptr %2, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63)
  br label %65

65:                                               ; preds = %62
  %66 = load i32, ptr %2, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %2, align 4
  br label %6, !llvm.loop !2

68:                                               ; preds = %69
  br label %62

69:                                               ; preds = %9
  br label %68

70:                                               ; preds = %32, %27, %19
  %71 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %71) ]
          to label %72 unwind label %78

72:                                               ; preds = %70
  cleanupret from %71 unwind label %38

73:                                               ; preds = %54, %46
  %74 = cleanuppad within %41 []
  invoke void @__cxa_end_catch() [ "funclet"(token %74) ]
          to label %75 unwind label %80

75:                                               ; preds = %73
  cleanupret from %74 unwind to caller

76:                                               ; preds = %6
  ret i32 0

77:                                               ; preds = %37, %32
  unreachable

78:                                               ; preds = %70
  %79 = cleanuppad within %71 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %79) ]
  unreachable

80:                                               ; preds = %73
  %81 = cleanuppad within %74 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %81) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL1fi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 8) #8
  %7 = invoke noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 10)
          to label %8 unwind label %9

8:                                                ; preds = %5
  call void @__cxa_throw(ptr %6, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev) #5
  unreachable

9:                                                ; preds = %5
  %10 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %6) #8 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %20

14:                                               ; preds = %11
  %15 = call ptr @__cxa_allocate_exception(i32 8) #8
  %16 = invoke noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %15, i32 noundef 11)
          to label %17 unwind label %18

17:                                               ; preds = %14
  call void @__cxa_throw(ptr %15, ptr @_ZTI3Mid, ptr @_ZN3MidD2Ev) #5
  unreachable

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %15) #8 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller

20:                                               ; preds = %11
  %21 = call ptr @__cxa_allocate_exception(i32 8) #8
  %22 = invoke noundef ptr @_ZN4LeafC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %21, i32 noundef 12)
          to label %23 unwind label %24

23:                                               ; preds = %20
  call void @__cxa_throw(ptr %21, ptr @_ZTI4Leaf, ptr @_ZN4LeafD2Ev) #5
  unreachable

24:                                               ; preds = %20
  %25 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %21) #8 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret ptr %3

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeafC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Leaf, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeafD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Leaf, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = call noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret ptr %3

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3MidD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeafD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeafD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #10
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
