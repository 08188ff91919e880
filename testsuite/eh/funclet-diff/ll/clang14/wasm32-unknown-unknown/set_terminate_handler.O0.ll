; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Unhandled = type { i32 }

$_ZTS9Unhandled = comdat any

$_ZTI9Unhandled = comdat any

@.str = private unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS9Unhandled = linkonce_odr hidden constant [11 x i8] c"9Unhandled\00", comdat, align 1
@_ZTI9Unhandled = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTS9Unhandled, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"my_terminate called\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"some other exception\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca void ()*, align 4
  %3 = alloca void ()*, align 4
  store i32 0, i32* %1, align 4
  %4 = call noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef @_ZL12my_terminatev) #4
  store void ()* %4, void ()** %2, align 4
  %5 = load void ()*, void ()** %2, align 4
  %6 = icmp ne void ()* %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = call noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef @_ZL12my_terminatev) #4
  store void ()* %9, void ()** %3, align 4
  %10 = load void ()*, void ()** %3, align 4
  %11 = icmp eq void ()* %10, @_ZL12my_terminatev
  %12 = zext i1 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %12)
  %14 = call i8* @__cxa_allocate_exception(i32 4) #4
  %15 = bitcast i8* %14 to %struct.Unhandled*
  %16 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %15, i32 0, i32 0
  store i32 9, i32* %16, align 16
  call void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*), i8* null) #7
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12my_terminatev() #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca %struct.Unhandled*, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i32 0, i32 0))
  invoke void @__cxa_rethrow() #7
          to label %35 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*), i8* null]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %1, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*)) #4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %6
  %13 = load i8*, i8** %1, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %7) ]
  %15 = bitcast i8* %14 to %struct.Unhandled*
  store %struct.Unhandled* %15, %struct.Unhandled** %2, align 4
  %16 = load %struct.Unhandled*, %struct.Unhandled** %2, align 4
  %17 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i32 0, i32 0), i32 noundef %18) [ "funclet"(token %7) ]
          to label %20 unwind label %32

20:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21, %28
  call void @exit(i32 noundef 3) #7
  unreachable

23:                                               ; preds = %6
  %24 = load i8*, i8** %1, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #4 [ "funclet"(token %7) ]
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %7) ]
          to label %27 unwind label %29

27:                                               ; preds = %23
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %28

28:                                               ; preds = %27
  br label %22

29:                                               ; preds = %23
  %30 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %30) ]
          to label %31 unwind label %36

31:                                               ; preds = %29
  cleanupret from %30 unwind to caller

32:                                               ; preds = %12
  %33 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %33) ]
          to label %34 unwind label %38

34:                                               ; preds = %32
  cleanupret from %33 unwind to caller

35:                                               ; preds = %0
  unreachable

36:                                               ; preds = %29
  %37 = cleanuppad within %30 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %37) ]
  unreachable

38:                                               ; preds = %32
  %39 = cleanuppad within %33 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %39) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #3

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_rethrow()

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @exit(i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
