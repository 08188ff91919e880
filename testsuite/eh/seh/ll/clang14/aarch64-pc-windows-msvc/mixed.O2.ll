; ModuleID = 'llvm-link'
source_filename = "mixed.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }
%struct.Obj = type { i32 }

$"??1Obj@@QEAA@XZ" = comdat any

$"??0Obj@@QEAA@AEBU0@@Z" = comdat any

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

$"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 8
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 8
@seen_params = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 8
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 8
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 4
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 4
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 8
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 8
@str = private unnamed_addr constant [33 x i8] c"1: a C++ throw taken by __except\00", align 1
@str.1 = private unnamed_addr constant [41 x i8] c"2: declined by the filter, caught by C++\00", align 1
@str.2 = private unnamed_addr constant [39 x i8] c"3: an SEH exception through C++ frames\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUObj@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Obj* (%struct.Obj*, %struct.Obj*)* @"??0Obj@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Obj*)* @"??1Obj@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUObj@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 8
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 4
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 8
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 8
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 8
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 8
@str.10 = private unnamed_addr constant [23 x i8] c"  catch (...) takes it\00", align 1
@str.1.9 = private unnamed_addr constant [27 x i8] c"  catch (int): not reached\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @str, i64 0, i64 0))
  invoke fastcc void @throw_through_finally() #10
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %7)
  br label %9

9:                                                ; preds = %6, %0
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @str.1, i64 0, i64 0))
  %11 = tail call i32 @cxx_catch_around(void ()* noundef nonnull @declining) #11
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11)
  %13 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @str.2, i64 0, i64 0))
  invoke void @cxx_call(void ()* noundef nonnull @raiser) #10
          to label %21 unwind label %14

14:                                               ; preds = %9
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %17 to label %18

18:                                               ; preds = %16
  %19 = tail call i32 @llvm.eh.exceptioncode(token %17)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %19)
  br label %21

21:                                               ; preds = %18, %9
  %22 = load i32, i32* @seen_params, align 4, !tbaa !8
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %22)
  ret i32 0
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @throw_through_finally() unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @cxx_throw(i32 noundef 7) #10
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 0) #11
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1) #11 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_RECORD**
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !19
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i64 0, i64 0), i32 noundef %10, i32 noundef %8, i32 noundef %6) #11
  %12 = load i32, i32* %9, align 8, !tbaa !19
  %13 = icmp eq i32 %12, -529697949
  br i1 %13, label %14, label %28

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 2
  %16 = load i64, i64* %15, align 8, !tbaa !20
  %17 = icmp eq i64 %16, 0
  %18 = select i1 %17, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i64 0, i64 0)
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 1
  %20 = load i64, i64* %19, align 8, !tbaa !20
  %21 = inttoptr i64 %20 to i8*
  %22 = tail call i32 @cxx_obj_value(i8* noundef %21) #11
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 0
  %24 = load i64, i64* %23, align 8, !tbaa !20
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i64 0, i64 0), i32 noundef %25, i32 noundef %22, i8* noundef %18) #11
  %27 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %27, i32* @seen_params, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %14, %2
  ret i32 1
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @declining() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @cxx_throw(i32 noundef 8) #10
          to label %1 unwind label %2

1:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef 0) #10
          to label %11 unwind label %5

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef 1) #10 [ "funclet"(token %3) ]
          to label %4 unwind label %5

4:                                                ; preds = %2
  cleanupret from %3 unwind label %5

5:                                                ; preds = %4, %2, %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@declining@@" to i8*)]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.3, i64 0, i64 0))
  br label %11

11:                                               ; preds = %9, %1
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @raiser() #0 {
  tail call void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, i64* noundef null) #11
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_RECORD**
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !19
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i64 0, i64 0), i32 noundef %10, i32 noundef %8, i32 noundef %6) #11
  %12 = load i32, i32* %9, align 8, !tbaa !19
  %13 = icmp eq i32 %12, -529697949
  br i1 %13, label %14, label %28

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 2
  %16 = load i64, i64* %15, align 8, !tbaa !20
  %17 = icmp eq i64 %16, 0
  %18 = select i1 %17, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i64 0, i64 0)
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 1
  %20 = load i64, i64* %19, align 8, !tbaa !20
  %21 = inttoptr i64 %20 to i8*
  %22 = tail call i32 @cxx_obj_value(i8* noundef %21) #11
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 0
  %24 = load i64, i64* %23, align 8, !tbaa !20
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i64 0, i64 0), i32 noundef %25, i32 noundef %22, i8* noundef %18) #11
  %27 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %27, i32* @seen_params, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %14, %2
  ret i32 1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @"?fin$0@0@declining@@"(i8 noundef %0) unnamed_addr #5 {
  %2 = zext i8 %0 to i32
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %2)
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @"?filt$0@0@declining@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to %struct.EXCEPTION_RECORD**
  %4 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 4
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !19
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i64 0, i64 0), i32 noundef %10, i32 noundef %8, i32 noundef %6) #11
  %12 = load i32, i32* %9, align 8, !tbaa !19
  %13 = icmp eq i32 %12, -529697949
  br i1 %13, label %14, label %28

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 2
  %16 = load i64, i64* %15, align 8, !tbaa !20
  %17 = icmp eq i64 %16, 0
  %18 = select i1 %17, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i64 0, i64 0)
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 1
  %20 = load i64, i64* %19, align 8, !tbaa !20
  %21 = inttoptr i64 %20 to i8*
  %22 = tail call i32 @cxx_obj_value(i8* noundef %21) #11
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %4, i64 0, i32 5, i64 0
  %24 = load i64, i64* %23, align 8, !tbaa !20
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i64 0, i64 0), i32 noundef %25, i32 noundef %22, i8* noundef %18) #11
  %27 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %27, i32* @seen_params, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %14, %2
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @cxx_obj_value(i8* nocapture noundef readonly %0) local_unnamed_addr #6 {
  %2 = bitcast i8* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !22
  ret i32 %3
}

; Function Attrs: noreturn uwtable
define dso_local void @cxx_throw(i32 noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj, align 4
  %3 = getelementptr inbounds %struct.Obj, %struct.Obj* %2, i64 0, i32 0
  store i32 %0, i32* %3, align 4, !tbaa !22
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %0)
  %5 = bitcast %struct.Obj* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @"_TI1?AUObj@@") #12
          to label %9 unwind label %6

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i64 0, i64 0)) #11 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

9:                                                ; preds = %1
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !22
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Obj* @"??0Obj@@QEAA@AEBU0@@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Obj* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #8 comdat align 2 {
  %3 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !22
  store i32 %5, i32* %3, align 4, !tbaa !22
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret %struct.Obj* %0
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @cxx_catch_around(void ()* nocapture noundef readonly %0) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  invoke void %0()
          to label %14 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8", i32 8, %struct.Obj** %2]
  %7 = load %struct.Obj*, %struct.Obj** %2, align 8, !tbaa !27
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i64 0, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !22
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9) [ "funclet"(token %6) ]
  %11 = load %struct.Obj*, %struct.Obj** %2, align 8, !tbaa !27
  %12 = getelementptr inbounds %struct.Obj, %struct.Obj* %11, i64 0, i32 0
  %13 = load i32, i32* %12, align 4, !tbaa !22
  catchret from %6 to label %14

14:                                               ; preds = %5, %1
  %15 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %15
}

; Function Attrs: uwtable
define dso_local void @cxx_call(void ()* nocapture noundef readonly %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  invoke void %0()
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4, label %9] unwind label %12

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %6 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str.1.9, i64 0, i64 0)) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %9, %4, %1
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GFECGKEO@caller?$AA@", i64 0, i64 0)) #11
  ret void

9:                                                ; preds = %2
  %10 = catchpad within %3 [i8* null, i32 64, i8* null]
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i64 0, i64 0)) [ "funclet"(token %10) ]
  catchret from %10 to label %7

12:                                               ; preds = %2
  %13 = cleanuppad within none []
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GFECGKEO@caller?$AA@", i64 0, i64 0)) #11 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { noinline }
attributes #11 = { nounwind }
attributes #12 = { noreturn }

!llvm.module.flags = !{!1, !2, !3, !4, !5, !6, !7}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"EXCEPTION_POINTERS", !14, i64 0, !14, i64 8}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !17, i64 24}
!16 = !{!"EXCEPTION_RECORD", !17, i64 0, !17, i64 4, !14, i64 8, !14, i64 16, !17, i64 24, !10, i64 32}
!17 = !{!"long", !10, i64 0}
!18 = !{!16, !17, i64 4}
!19 = !{!16, !17, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !10, i64 0}
!22 = !{!23, !24, i64 0}
!23 = !{!"?AUObj@@", !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !25, i64 0}
