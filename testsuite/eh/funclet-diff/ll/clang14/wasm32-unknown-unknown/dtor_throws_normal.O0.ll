; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$_ZN5PlainC2Ei = comdat any

$_ZN5PlainD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [14 x i8] c"end of scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca %struct.Thrower, align 1
  %4 = alloca %struct.Plain, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = invoke noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %8 unwind label %27

8:                                                ; preds = %0
  %9 = invoke noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %10 unwind label %20

10:                                               ; preds = %8
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0))
          to label %12 unwind label %17

12:                                               ; preds = %10
  %13 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4) #4
  %14 = invoke noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %3)
          to label %15 unwind label %24

15:                                               ; preds = %12
  %16 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #4
  br label %45

17:                                               ; preds = %10
  %18 = cleanuppad within none []
  %19 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4) #4 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17, %8
  %21 = cleanuppad within none []
  %22 = invoke noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %3) [ "funclet"(token %21) ]
          to label %23 unwind label %49

23:                                               ; preds = %20
  cleanupret from %21 unwind label %24

24:                                               ; preds = %23, %12
  %25 = cleanuppad within none []
  %26 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #4 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %27

27:                                               ; preds = %24, %0
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i8** @_ZTIi to i8*)]
  %31 = call i8* @llvm.wasm.get.exception(token %30)
  store i8* %31, i8** %5, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %44

35:                                               ; preds = %29
  %36 = load i8*, i8** %5, align 4
  %37 = call i8* @__cxa_begin_catch(i8* %36) #4 [ "funclet"(token %30) ]
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %6, align 4
  %40 = load i32, i32* %6, align 4
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %40) [ "funclet"(token %30) ]
          to label %42 unwind label %47

42:                                               ; preds = %35
  call void @__cxa_end_catch() #4 [ "funclet"(token %30) ]
  catchret from %30 to label %43

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %30) ]
  unreachable

45:                                               ; preds = %43, %15
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0))
  ret i32 0

47:                                               ; preds = %35
  %48 = cleanuppad within %30 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %48) ]
  cleanupret from %48 unwind to caller

49:                                               ; preds = %20
  %50 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %50) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Plain*, align 4
  %4 = alloca i32, align 4
  store %struct.Plain* %0, %struct.Plain** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Plain*, %struct.Plain** %3, align 4
  %6 = getelementptr inbounds %struct.Plain, %struct.Plain* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Plain* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Plain*, align 4
  store %struct.Plain* %0, %struct.Plain** %2, align 4
  %3 = load %struct.Plain*, %struct.Plain** %2, align 4
  %4 = getelementptr inbounds %struct.Plain, %struct.Plain* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Plain* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Thrower*, align 4
  %3 = alloca %struct.Thrower*, align 4
  store %struct.Thrower* %0, %struct.Thrower** %3, align 4
  %4 = load %struct.Thrower*, %struct.Thrower** %3, align 4
  store %struct.Thrower* %4, %struct.Thrower** %2, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
  %6 = call i8* @__cxa_allocate_exception(i32 4) #4
  %7 = bitcast i8* %6 to i32*
  store i32 42, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
