; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Err = type { i32 }
%struct.SubErr = type { %struct.Err }
%struct.Local = type { ptr }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS6SubErr = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTI6SubErr = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6SubErr = linkonce_odr hidden constant [8 x i8] c"6SubErr\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@_ZTI6SubErr = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6SubErr, ptr @_ZTI3Err }, comdat, align 4
@.str = private unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"rethrower\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"rethrowing\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL12handler_bodyv()
          to label %23 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI6SubErr]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6SubErr) #8
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #8 [ "funclet"(token %7) ]
  store ptr %14, ptr %3, align 4
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.Err, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17) [ "funclet"(token %7) ]
          to label %19 unwind label %24

19:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %20

20:                                               ; preds = %19
  br label %22

21:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

22:                                               ; preds = %20, %23
  ret i32 0

23:                                               ; preds = %0
  br label %22

24:                                               ; preds = %12
  %25 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %25) ]
          to label %26 unwind label %27

26:                                               ; preds = %24
  cleanupret from %25 unwind to caller

27:                                               ; preds = %24
  %28 = cleanuppad within %25 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %28) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12handler_bodyv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Local, align 4
  %5 = getelementptr inbounds %struct.Err, ptr %1, i32 0, i32 0
  store i32 5, ptr %5, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %6, ptr align 4 %1, i32 4, i1 false)
  invoke void @__cxa_throw(ptr %6, ptr @_ZTI6SubErr, ptr null) #5
          to label %31 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTI3Err]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #8 [ "funclet"(token %10) ]
  store ptr %17, ptr %3, align 4
  %18 = invoke noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.1) [ "funclet"(token %10) ]
          to label %19 unwind label %28

19:                                               ; preds = %15
  invoke void @_ZL10rethrow_itv() [ "funclet"(token %10) ]
          to label %20 unwind label %25

20:                                               ; preds = %19
  %21 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8 [ "funclet"(token %10) ]
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %22

22:                                               ; preds = %20
  br label %24

23:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

24:                                               ; preds = %22
  ret void

25:                                               ; preds = %19
  %26 = cleanuppad within %10 []
  %27 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %28

28:                                               ; preds = %25, %15
  %29 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %29) ]
          to label %30 unwind label %32

30:                                               ; preds = %28
  cleanupret from %29 unwind to caller

31:                                               ; preds = %0
  unreachable

32:                                               ; preds = %28
  %33 = cleanuppad within %29 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %33) ]
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10rethrow_itv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.3)
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %4 unwind label %5

4:                                                ; preds = %0
  invoke void @__cxa_rethrow() #5
          to label %8 unwind label %5

5:                                                ; preds = %4, %0
  %6 = cleanuppad within none []
  %7 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #8 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

8:                                                ; preds = %4
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
