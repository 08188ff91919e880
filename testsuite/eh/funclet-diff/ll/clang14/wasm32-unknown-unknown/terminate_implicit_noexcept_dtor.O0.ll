; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Implicit = type { i8 }

$_ZN8ImplicitD2Ev = comdat any

@.str = private unnamed_addr constant [15 x i8] c"leaving scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", align 1
@_ZTIi = external constant i8*
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  %3 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0))
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = call noundef %struct.Implicit* @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3
  br label %22

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call noundef %struct.Implicit* @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3 [ "funclet"(token %8) ]
  cleanupret from %8 unwind label %10

10:                                               ; preds = %7
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* null]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  br label %16

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #3 [ "funclet"(token %13) ]
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %13) ]
          to label %20 unwind label %23

20:                                               ; preds = %16
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %16
  %24 = cleanuppad within %13 []
  invoke void @__cxa_end_catch() [ "funclet"(token %24) ]
          to label %25 unwind label %26

25:                                               ; preds = %23
  cleanupret from %24 unwind to caller

26:                                               ; preds = %23
  %27 = cleanuppad within %24 []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %27) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Implicit* @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Implicit*, align 4
  %3 = alloca %struct.Implicit*, align 4
  store %struct.Implicit* %0, %struct.Implicit** %3, align 4
  %4 = load %struct.Implicit*, %struct.Implicit** %3, align 4
  store %struct.Implicit* %4, %struct.Implicit** %2, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0))
          to label %6 unwind label %10

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #3
  %8 = bitcast i8* %7 to i32*
  store i32 5, i32* %8, align 16
  invoke void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %9 unwind label %10

9:                                                ; preds = %6
  unreachable

10:                                               ; preds = %6, %1
  %11 = cleanuppad within none []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
