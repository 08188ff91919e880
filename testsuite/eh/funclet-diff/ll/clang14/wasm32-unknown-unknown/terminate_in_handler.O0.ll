; ModuleID = 'terminate_in_handler.cpp'
source_filename = "terminate_in_handler.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Problem = type { i32 }

$_ZTS7Problem = comdat any

$_ZTI7Problem = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Problem = linkonce_odr hidden constant [9 x i8] c"7Problem\00", comdat, align 1
@_ZTI7Problem = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Problem, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [24 x i8] c"handling %d, giving up\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Problem*, align 4
  store i32 0, i32* %1, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #1
  %5 = bitcast i8* %4 to %struct.Problem*
  %6 = getelementptr inbounds %struct.Problem, %struct.Problem* %5, i32 0, i32 0
  store i32 4, i32* %6, align 16
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*), i8* null) #5
          to label %29 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*)) #1
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %24

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #1 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to %struct.Problem*
  store %struct.Problem* %18, %struct.Problem** %3, align 4
  %19 = load %struct.Problem*, %struct.Problem** %3, align 4
  %20 = getelementptr inbounds %struct.Problem, %struct.Problem* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %10) ]
          to label %23 unwind label %26

23:                                               ; preds = %15
  call void @_ZSt9terminatev() #6 [ "funclet"(token %10) ]
  unreachable

24:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

25:                                               ; No predecessors!
  ret i32 0

26:                                               ; preds = %15
  %27 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %27) ]
          to label %28 unwind label %30

28:                                               ; preds = %26
  cleanupret from %27 unwind to caller

29:                                               ; preds = %0
  unreachable

30:                                               ; preds = %26
  %31 = cleanuppad within %27 []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %31) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
