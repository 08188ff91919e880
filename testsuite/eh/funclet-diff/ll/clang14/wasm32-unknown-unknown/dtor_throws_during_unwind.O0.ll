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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5First = linkonce_odr hidden constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5First, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", align 1
@_ZTS6Second = linkonce_odr hidden constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Second, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"~Fine\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL4workv()
          to label %16 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* null]
  %7 = call i8* @llvm.wasm.get.exception(token %6)
  store i8* %7, i8** %2, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  br label %9

9:                                                ; preds = %5
  %10 = load i8*, i8** %2, align 4
  %11 = call i8* @__cxa_begin_catch(i8* %10) #2 [ "funclet"(token %6) ]
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0)) [ "funclet"(token %6) ]
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
define internal void @_ZL4workv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0))
          to label %4 unwind label %8

4:                                                ; preds = %0
  %5 = call i8* @__cxa_allocate_exception(i32 4) #2
  %6 = bitcast i8* %5 to %struct.First*
  %7 = getelementptr inbounds %struct.First, %struct.First* %6, i32 0, i32 0
  store i32 1, i32* %7, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI5First to i8*), i8* null) #8
          to label %15 unwind label %8

8:                                                ; preds = %4, %0
  %9 = cleanuppad within none []
  %10 = invoke noundef %struct.Bad* @_ZN3BadD2Ev(%struct.Bad* noundef nonnull align 1 dereferenceable(1) %2) [ "funclet"(token %9) ]
          to label %11 unwind label %16

11:                                               ; preds = %8
  cleanupret from %9 unwind label %12

12:                                               ; preds = %11
  %13 = cleanuppad within none []
  %14 = call noundef %struct.Fine* @_ZN4FineD2Ev(%struct.Fine* noundef nonnull align 1 dereferenceable(1) %1) #2 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller

15:                                               ; preds = %4
  unreachable

16:                                               ; preds = %8
  %17 = cleanuppad within %9 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %17) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Bad* @_ZN3BadD2Ev(%struct.Bad* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Bad*, align 4
  %3 = alloca %struct.Bad*, align 4
  store %struct.Bad* %0, %struct.Bad** %3, align 4
  %4 = load %struct.Bad*, %struct.Bad** %3, align 4
  store %struct.Bad* %4, %struct.Bad** %2, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0))
  %6 = call i8* @__cxa_allocate_exception(i32 4) #2
  %7 = bitcast i8* %6 to %struct.Second*
  %8 = getelementptr inbounds %struct.Second, %struct.Second* %7, i32 0, i32 0
  store i32 2, i32* %8, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8* }* @_ZTI6Second to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Fine* @_ZN4FineD2Ev(%struct.Fine* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Fine*, align 4
  store %struct.Fine* %0, %struct.Fine** %2, align 4
  %3 = load %struct.Fine*, %struct.Fine** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Fine* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
