; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Fine = type { i8 }
%struct.Bad = type { i8 }
%struct.First = type { i32 }
%struct.Second = type { i32 }

$_ZN3BadD2Ev = comdat any

$_ZN4FineD2Ev = comdat any

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@.str = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"throwing First\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5First = linkonce_odr hidden constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5First }, comdat, align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", align 1
@_ZTS6Second = linkonce_odr hidden constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Second }, comdat, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"~Fine\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL4workv()
          to label %16 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr null]
  %7 = call ptr @llvm.wasm.get.exception(token %6)
  store ptr %7, ptr %2, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  br label %9

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 4
  %11 = call ptr @__cxa_begin_catch(ptr %10) #6 [ "funclet"(token %6) ]
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str) [ "funclet"(token %6) ]
          to label %13 unwind label %17

13:                                               ; preds = %9
  call void @__cxa_end_catch() [ "funclet"(token %6) ]
  catchret from %6 to label %14

14:                                               ; preds = %13
  br label %15

15:                                               ; preds = %14, %16
  ret i32 0

16:                                               ; preds = %0
  br label %15

17:                                               ; preds = %9
  %18 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %18) ]
          to label %19 unwind label %20

19:                                               ; preds = %17
  cleanupret from %18 unwind to caller

20:                                               ; preds = %17
  %21 = cleanuppad within %18 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %21) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4workv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %4 unwind label %7

4:                                                ; preds = %0
  %5 = call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = getelementptr inbounds %struct.First, ptr %5, i32 0, i32 0
  store i32 1, ptr %6, align 16
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI5First, ptr null) #8
          to label %14 unwind label %7

7:                                                ; preds = %4, %0
  %8 = cleanuppad within none []
  %9 = invoke noundef ptr @_ZN3BadD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) [ "funclet"(token %8) ]
          to label %10 unwind label %15

10:                                               ; preds = %7
  cleanupret from %8 unwind label %11

11:                                               ; preds = %10
  %12 = cleanuppad within none []
  %13 = call noundef ptr @_ZN4FineD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

14:                                               ; preds = %4
  unreachable

15:                                               ; preds = %7
  %16 = cleanuppad within %8 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %16) ]
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

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3BadD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %6 = call ptr @__cxa_allocate_exception(i32 4) #6
  %7 = getelementptr inbounds %struct.Second, ptr %6, i32 0, i32 0
  store i32 2, ptr %7, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTI6Second, ptr null) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4FineD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
