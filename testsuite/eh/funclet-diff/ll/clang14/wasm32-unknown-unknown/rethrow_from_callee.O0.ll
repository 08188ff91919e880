; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.SubErr = type { %struct.Err }
%struct.Err = type { i32 }
%struct.Local = type { i8* }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS6SubErr = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTI6SubErr = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6SubErr = linkonce_odr hidden constant [8 x i8] c"6SubErr\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@_ZTI6SubErr = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6SubErr, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"rethrower\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"rethrowing\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.SubErr*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL12handler_bodyv()
          to label %25 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*)]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*)) #2
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %6
  %13 = load i8*, i8** %2, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %7) ]
  %15 = bitcast i8* %14 to %struct.SubErr*
  store %struct.SubErr* %15, %struct.SubErr** %3, align 4
  %16 = load %struct.SubErr*, %struct.SubErr** %3, align 4
  %17 = bitcast %struct.SubErr* %16 to %struct.Err*
  %18 = getelementptr inbounds %struct.Err, %struct.Err* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %19) [ "funclet"(token %7) ]
          to label %21 unwind label %26

21:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %22

22:                                               ; preds = %21
  br label %24

23:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

24:                                               ; preds = %22, %25
  ret i32 0

25:                                               ; preds = %0
  br label %24

26:                                               ; preds = %12
  %27 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %27) ]
          to label %28 unwind label %29

28:                                               ; preds = %26
  cleanupret from %27 unwind to caller

29:                                               ; preds = %26
  %30 = cleanuppad within %27 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %30) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12handler_bodyv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Err*, align 4
  %4 = alloca %struct.Local, align 4
  %5 = bitcast %struct.SubErr* %1 to %struct.Err*
  %6 = getelementptr inbounds %struct.Err, %struct.Err* %5, i32 0, i32 0
  store i32 5, i32* %6, align 4
  %7 = call i8* @__cxa_allocate_exception(i32 4) #2
  %8 = bitcast i8* %7 to %struct.SubErr*
  %9 = bitcast %struct.SubErr* %8 to i8*
  %10 = bitcast %struct.SubErr* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %9, i8* align 4 %10, i32 4, i1 false)
  invoke void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*), i8* null) #5
          to label %36 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %2, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #2
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %13
  %20 = load i8*, i8** %2, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #2 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to %struct.Err*
  store %struct.Err* %22, %struct.Err** %3, align 4
  %23 = invoke noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %14) ]
          to label %24 unwind label %33

24:                                               ; preds = %19
  invoke void @_ZL10rethrow_itv() [ "funclet"(token %14) ]
          to label %25 unwind label %30

25:                                               ; preds = %24
  %26 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %4) #2 [ "funclet"(token %14) ]
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %27

27:                                               ; preds = %25
  br label %29

28:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
  unreachable

29:                                               ; preds = %27
  ret void

30:                                               ; preds = %24
  %31 = cleanuppad within %14 []
  %32 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %4) #2 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %33

33:                                               ; preds = %30, %19
  %34 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %34) ]
          to label %35 unwind label %37

35:                                               ; preds = %33
  cleanupret from %34 unwind to caller

36:                                               ; preds = %0
  unreachable

37:                                               ; preds = %33
  %38 = cleanuppad within %34 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %38) ]
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #7 comdat {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i8* noundef %9)
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10rethrow_itv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
          to label %4 unwind label %5

4:                                                ; preds = %0
  invoke void @__cxa_rethrow() #5
          to label %8 unwind label %5

5:                                                ; preds = %4, %0
  %6 = cleanuppad within none []
  %7 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #2 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

8:                                                ; preds = %4
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Local* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
