; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { ptr }
%struct.Lost = type { i32 }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS4Lost = comdat any

$_ZTI4Lost = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Lost = linkonce_odr hidden constant [6 x i8] c"4Lost\00", comdat, align 1
@_ZTI4Lost = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Lost }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  store i32 0, ptr %1, align 4
  %3 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef @.str)
  invoke void @_ZL6middlev()
          to label %4 unwind label %7

4:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  %5 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  %6 = load i32, ptr %1, align 4
  ret i32 %6

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
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
define internal void @_ZL6middlev() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.1)
  invoke void @_ZL7throwerv()
          to label %15 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %21

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr null]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = call ptr @__cxa_begin_catch(ptr %11) #6 [ "funclet"(token %7) ]
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %7) ]
          to label %14 unwind label %16

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #7 [ "funclet"(token %7) ]
          to label %24 unwind label %16

15:                                               ; preds = %0
  br label %19

16:                                               ; preds = %14, %10
  %17 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %17) ]
          to label %18 unwind label %25

18:                                               ; preds = %16
  cleanupret from %17 unwind label %21

19:                                               ; preds = %15
  %20 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  ret void

21:                                               ; preds = %18, %4
  %22 = cleanuppad within none []
  %23 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6 [ "funclet"(token %22) ]
  cleanupret from %22 unwind to caller

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %16
  %26 = cleanuppad within %17 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %26) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throwerv() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.3)
  %3 = call ptr @__cxa_allocate_exception(i32 4) #6
  %4 = getelementptr inbounds %struct.Lost, ptr %3, i32 0, i32 0
  store i32 1, ptr %4, align 16
  invoke void @__cxa_throw(ptr %3, ptr @_ZTI4Lost, ptr null) #7
          to label %8 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

8:                                                ; preds = %0
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

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
