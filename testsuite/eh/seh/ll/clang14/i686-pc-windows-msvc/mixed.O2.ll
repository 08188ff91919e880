; ModuleID = 'llvm-link'
source_filename = "mixed.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i32] }
%struct.Obj = type { i32 }

$"??1Obj@@QAE@XZ" = comdat any

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@seen_params = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [33 x i8] c"1: a C++ throw taken by __except\00", align 1
@str.1 = private unnamed_addr constant [41 x i8] c"2: declined by the filter, caught by C++\00", align 1
@str.2 = private unnamed_addr constant [39 x i8] c"3: an SEH exception through C++ frames\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUObj@@\00" }, comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Obj* (%struct.Obj*, %struct.Obj*)* @"??0Obj@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Obj*)* @"??1Obj@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUObj@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1
@str.10 = private unnamed_addr constant [23 x i8] c"  catch (...) takes it\00", align 1
@str.1.9 = private unnamed_addr constant [27 x i8] c"  catch (int): not reached\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %1, i32* nonnull %2)
  %3 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @str, i32 0, i32 0))
  invoke fastcc void @throw_through_finally() #11
          to label %11 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = load i32, i32* %1, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %9)
  br label %11

11:                                               ; preds = %8, %0
  %12 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @str.1, i32 0, i32 0))
  %13 = call i32 @cxx_catch_around(void ()* noundef nonnull @declining) #12
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %13)
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @str.2, i32 0, i32 0))
  invoke void @cxx_call(void ()* noundef nonnull @raiser) #11
          to label %23 unwind label %16

16:                                               ; preds = %11
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %19 to label %20

20:                                               ; preds = %18
  %21 = load i32, i32* %2, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %21)
  br label %23

23:                                               ; preds = %20, %11
  %24 = load i32, i32* @seen_params, align 4, !tbaa !3
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %24)
  ret i32 0
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @throw_through_finally() unnamed_addr #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  invoke void @cxx_throw(i32 noundef 7) #11
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 0) #12
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1) #12 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nounwind
define internal i32 @"?filt$0@0@main@@"() #0 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_RECORD**
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %11, align 4, !tbaa !7
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 4
  %14 = load i32, i32* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !13
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !14
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 0, i32 0), i32 noundef %18, i32 noundef %16, i32 noundef %14) #12
  %20 = load i32, i32* %17, align 4, !tbaa !14
  %21 = icmp eq i32 %20, -529697949
  br i1 %21, label %22, label %35

22:                                               ; preds = %0
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 2
  %24 = load i32, i32* %23, align 4, !tbaa !15
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i32 0, i32 0)
  %27 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !15
  %29 = inttoptr i32 %28 to i8*
  %30 = tail call i32 @cxx_obj_value(i8* noundef %29) #12
  %31 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 0, i32 0), i32 noundef %32, i32 noundef %30, i8* noundef %26) #12
  %34 = load i32, i32* %13, align 4, !tbaa !10
  store i32 %34, i32* @seen_params, align 4, !tbaa !3
  br label %35

35:                                               ; preds = %22, %0
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
define internal void @declining() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %1)
  invoke void @cxx_throw(i32 noundef 8) #11
          to label %2 unwind label %3

2:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext 0) #11
          to label %12 unwind label %6

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext 1) #11 [ "funclet"(token %4) ]
          to label %5 unwind label %6

5:                                                ; preds = %3
  cleanupret from %4 unwind label %6

6:                                                ; preds = %5, %3, %2
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast (i32 ()* @"?filt$0@0@declining@@" to i8*)]
  catchret from %9 to label %10

10:                                               ; preds = %8
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.3, i32 0, i32 0))
  br label %12

12:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: nounwind
define internal void @raiser() #0 {
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, i32* noundef null) #12
  ret void
}

; Function Attrs: nounwind
define internal i32 @"?filt$1@0@main@@"() #0 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_RECORD**
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %11, align 4, !tbaa !7
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 4
  %14 = load i32, i32* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !13
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !14
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 0, i32 0), i32 noundef %18, i32 noundef %16, i32 noundef %14) #12
  %20 = load i32, i32* %17, align 4, !tbaa !14
  %21 = icmp eq i32 %20, -529697949
  br i1 %21, label %22, label %35

22:                                               ; preds = %0
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 2
  %24 = load i32, i32* %23, align 4, !tbaa !15
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i32 0, i32 0)
  %27 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !15
  %29 = inttoptr i32 %28 to i8*
  %30 = tail call i32 @cxx_obj_value(i8* noundef %29) #12
  %31 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 0, i32 0), i32 noundef %32, i32 noundef %30, i8* noundef %26) #12
  %34 = load i32, i32* %13, align 4, !tbaa !10
  store i32 %34, i32* @seen_params, align 4, !tbaa !3
  br label %35

35:                                               ; preds = %22, %0
  ret i32 1
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #4

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
define internal fastcc void @"?fin$0@0@declining@@"(i8 noundef zeroext %0) unnamed_addr #6 {
  %2 = zext i8 %0 to i32
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %2)
  ret void
}

; Function Attrs: nounwind
define internal i32 @"?filt$0@0@declining@@"() #0 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (void ()* @declining to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (void ()* @declining to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to i32**
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i8* %7 to %struct.EXCEPTION_RECORD**
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %11, align 4, !tbaa !7
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 4
  %14 = load i32, i32* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !13
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !14
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 0, i32 0), i32 noundef %18, i32 noundef %16, i32 noundef %14) #12
  %20 = load i32, i32* %17, align 4, !tbaa !14
  %21 = icmp eq i32 %20, -529697949
  br i1 %21, label %22, label %35

22:                                               ; preds = %0
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 2
  %24 = load i32, i32* %23, align 4, !tbaa !15
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i32 0, i32 0)
  %27 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !15
  %29 = inttoptr i32 %28 to i8*
  %30 = tail call i32 @cxx_obj_value(i8* noundef %29) #12
  %31 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 0, i32 0), i32 noundef %32, i32 noundef %30, i8* noundef %26) #12
  %34 = load i32, i32* %13, align 4, !tbaa !10
  store i32 %34, i32* @seen_params, align 4, !tbaa !3
  br label %35

35:                                               ; preds = %22, %0
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i32 @cxx_obj_value(i8* nocapture noundef readonly %0) local_unnamed_addr #7 {
  %2 = bitcast i8* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !16
  ret i32 %3
}

; Function Attrs: noreturn
define dso_local void @cxx_throw(i32 noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj, align 4
  %3 = getelementptr inbounds %struct.Obj, %struct.Obj* %2, i32 0, i32 0
  store i32 %0, i32* %3, align 4, !tbaa !16
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %0)
  %5 = bitcast %struct.Obj* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @"_TI1?AUObj@@") #13
          to label %9 unwind label %6

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i32 0, i32 0)) #12 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

9:                                                ; preds = %1
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !16
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

define linkonce_odr dso_local x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@ABU0@@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Obj* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #9 comdat align 2 {
  %3 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !16
  store i32 %5, i32* %3, align 4, !tbaa !16
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
  ret %struct.Obj* %0
}

; Function Attrs: mustprogress
define dso_local i32 @cxx_catch_around(void ()* nocapture noundef readonly %0) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  invoke void %0()
          to label %14 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8", i32 8, %struct.Obj** %2]
  %7 = load %struct.Obj*, %struct.Obj** %2, align 4, !tbaa !21
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !16
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9) [ "funclet"(token %6) ]
  %11 = load %struct.Obj*, %struct.Obj** %2, align 4, !tbaa !21
  %12 = getelementptr inbounds %struct.Obj, %struct.Obj* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4, !tbaa !16
  catchret from %6 to label %14

14:                                               ; preds = %5, %1
  %15 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %15
}

define dso_local void @cxx_call(void ()* nocapture noundef readonly %0) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  invoke void %0()
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4, label %9] unwind label %12

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %6 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str.1.9, i32 0, i32 0)) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %9, %4, %1
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GFECGKEO@caller?$AA@", i32 0, i32 0)) #12
  ret void

9:                                                ; preds = %2
  %10 = catchpad within %3 [i8* null, i32 64, i8* null]
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0)) [ "funclet"(token %10) ]
  catchret from %10 to label %7

12:                                               ; preds = %2
  %13 = cleanuppad within none []
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GFECGKEO@caller?$AA@", i32 0, i32 0)) #12 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline }
attributes #12 = { nounwind }
attributes #13 = { noreturn }

!llvm.module.flags = !{!1, !2}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"NumRegisterParameters", i32 0}
!2 = !{i32 1, !"wchar_size", i32 2}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"EXCEPTION_POINTERS", !9, i64 0, !9, i64 4}
!9 = !{!"any pointer", !5, i64 0}
!10 = !{!11, !12, i64 16}
!11 = !{!"EXCEPTION_RECORD", !12, i64 0, !12, i64 4, !9, i64 8, !9, i64 12, !12, i64 16, !5, i64 20}
!12 = !{!"long", !5, i64 0}
!13 = !{!11, !12, i64 4}
!14 = !{!11, !12, i64 0}
!15 = !{!12, !12, i64 0}
!16 = !{!17, !18, i64 0}
!17 = !{!"?AUObj@@", !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !19, i64 0}
