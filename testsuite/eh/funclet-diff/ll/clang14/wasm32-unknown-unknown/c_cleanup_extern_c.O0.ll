; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i8 }

$_ZN3ObjD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"~Obj\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline optnone
define hidden void @c_thrower(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #2
  %10 = bitcast i8* %9 to i32*
  store i32 99, i32* %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %24 unwind label %21

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, 100
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %2, align 4
  %15 = sub nsw i32 %14, 1
  invoke void @c_middle(i32 noundef %15)
          to label %16 unwind label %18

16:                                               ; preds = %11
  invoke void @_ZL7releasePi(i32* noundef %4)
          to label %17 unwind label %21

17:                                               ; preds = %16
  call void @_ZL7releasePi(i32* noundef %3)
  ret void

18:                                               ; preds = %11
  %19 = cleanuppad within none []
  invoke void @_ZL7releasePi(i32* noundef %4) [ "funclet"(token %19) ]
          to label %20 unwind label %25

20:                                               ; preds = %18
  cleanupret from %19 unwind label %21

21:                                               ; preds = %20, %16, %8
  %22 = cleanuppad within none []
  invoke void @_ZL7releasePi(i32* noundef %3) [ "funclet"(token %22) ]
          to label %23 unwind label %27

23:                                               ; preds = %21
  cleanupret from %22 unwind to caller

24:                                               ; preds = %8
  unreachable

25:                                               ; preds = %18
  %26 = cleanuppad within %19 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %26) ]
  unreachable

27:                                               ; preds = %21
  %28 = cleanuppad within %22 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %28) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7releasePi(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %4)
  ret void
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define hidden void @c_middle(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 1000, %4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %2, align 4
  invoke void @c_thrower(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZL7releasePi(i32* noundef %3)
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  invoke void @_ZL7releasePi(i32* noundef %3) [ "funclet"(token %9) ]
          to label %10 unwind label %11

10:                                               ; preds = %8
  cleanupret from %9 unwind to caller

11:                                               ; preds = %8
  %12 = cleanuppad within %9 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %12) ]
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL9cpp_framev()
          to label %23 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast (i8** @_ZTIi to i8*)]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = load i8*, i8** %2, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %7) ]
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* %3, align 4
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %17) [ "funclet"(token %7) ]
          to label %19 unwind label %24

19:                                               ; preds = %12
  call void @__cxa_end_catch() #2 [ "funclet"(token %7) ]
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
  call void @__cxa_end_catch() #2 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9cpp_framev() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Obj, align 1
  invoke void @c_thrower(i32 noundef 2)
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #2
  ret void

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #2 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Obj* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
