; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Unhandled = type { i32 }

$_ZTS9Unhandled = comdat any

$_ZTI9Unhandled = comdat any

@.str = private unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS9Unhandled = linkonce_odr hidden constant [11 x i8] c"9Unhandled\00", comdat, align 1
@_ZTI9Unhandled = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS9Unhandled }, comdat, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"my_terminate called\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"some other exception\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %4 = call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef @_ZL12my_terminatev) #7
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  %9 = call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef @_ZL12my_terminatev) #7
  store ptr %9, ptr %3, align 4
  %10 = load ptr, ptr %3, align 4
  %11 = icmp eq ptr %10, @_ZL12my_terminatev
  %12 = zext i1 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12)
  %14 = call ptr @__cxa_allocate_exception(i32 4) #7
  %15 = getelementptr inbounds %struct.Unhandled, ptr %14, i32 0, i32 0
  store i32 9, ptr %15, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTI9Unhandled, ptr null) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12my_terminatev() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  invoke void @__cxa_rethrow() #8
          to label %34 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI9Unhandled, ptr null]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %1, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI9Unhandled) #7
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %6
  %13 = load ptr, ptr %1, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %7) ]
  store ptr %14, ptr %2, align 4
  %15 = load ptr, ptr %2, align 4
  %16 = getelementptr inbounds %struct.Unhandled, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %17) [ "funclet"(token %7) ]
          to label %19 unwind label %31

19:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20, %27
  call void @exit(i32 noundef 3) #8
  unreachable

22:                                               ; preds = %6
  %23 = load ptr, ptr %1, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7 [ "funclet"(token %7) ]
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %7) ]
          to label %26 unwind label %28

26:                                               ; preds = %22
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %27

27:                                               ; preds = %26
  br label %21

28:                                               ; preds = %22
  %29 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %29) ]
          to label %30 unwind label %35

30:                                               ; preds = %28
  cleanupret from %29 unwind to caller

31:                                               ; preds = %12
  %32 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %32) ]
          to label %33 unwind label %37

33:                                               ; preds = %31
  cleanupret from %32 unwind to caller

34:                                               ; preds = %0
  unreachable

35:                                               ; preds = %28
  %36 = cleanuppad within %29 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %36) ]
  unreachable

37:                                               ; preds = %31
  %38 = cleanuppad within %32 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %38) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_rethrow()

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @exit(i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
