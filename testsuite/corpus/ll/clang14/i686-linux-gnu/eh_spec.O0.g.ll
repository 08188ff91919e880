; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4, !dbg !38
@_ZL5dtors = internal global i32 0, align 4, !dbg !40
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #0 !dbg !51 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !57, metadata !DIExpression()), !dbg !58
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !59
  %4 = add nsw i32 %3, 1, !dbg !59
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !59
  %5 = load i32, i32* %2, align 4, !dbg !60
  %6 = call i8* @malloc(i32 noundef %5), !dbg !61
  ret i8* %6, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znaj(i32 noundef %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !64, metadata !DIExpression()), !dbg !65
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !66
  %4 = add nsw i32 %3, 1, !dbg !66
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !66
  %5 = load i32, i32* %2, align 4, !dbg !67
  %6 = call i8* @malloc(i32 noundef %5), !dbg !68
  ret i8* %6, !dbg !69
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !70 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !73, metadata !DIExpression()), !dbg !74
  %5 = load i8*, i8** %2, align 4, !dbg !75
  %6 = icmp ne i8* %5, null, !dbg !75
  br i1 %6, label %7, label %10, !dbg !77

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !78
  %9 = add nsw i32 %8, 1, !dbg !78
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !78
  br label %10, !dbg !78

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !79
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !80

12:                                               ; preds = %10
  ret void, !dbg !81

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !81
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !81
  store i8* %15, i8** %3, align 4, !dbg !81
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !81
  store i32 %16, i32* %4, align 4, !dbg !81
  br label %17, !dbg !81

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !81
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !81
  unreachable, !dbg !81
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !82 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !83, metadata !DIExpression()), !dbg !84
  %5 = load i8*, i8** %2, align 4, !dbg !85
  %6 = icmp ne i8* %5, null, !dbg !85
  br i1 %6, label %7, label %10, !dbg !87

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !88
  %9 = add nsw i32 %8, 1, !dbg !88
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !88
  br label %10, !dbg !88

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !89
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !90

12:                                               ; preds = %10
  ret void, !dbg !91

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !91
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !91
  store i8* %15, i8** %3, align 4, !dbg !91
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !91
  store i32 %16, i32* %4, align 4, !dbg !91
  br label %17, !dbg !91

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !91
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !91
  unreachable, !dbg !91
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Fragile*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !95, metadata !DIExpression()), !dbg !98
  %15 = invoke noalias noundef nonnull i8* @_Znwj(i32 noundef 4) #12
          to label %16 unwind label %24, !dbg !99, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !99
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %18 unwind label %28, !dbg !100

18:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 4, !dbg !98
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 4, !dbg !101
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0, !dbg !102
  %21 = load i32, i32* %20, align 4, !dbg !102
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %21)
          to label %23 unwind label %24, !dbg !103

23:                                               ; preds = %18
  br label %44, !dbg !104

24:                                               ; preds = %18, %0
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !105
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !105
  store i8* %26, i8** %3, align 4, !dbg !105
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !105
  store i32 %27, i32* %4, align 4, !dbg !105
  br label %32, !dbg !105

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !105
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !105
  store i8* %30, i8** %3, align 4, !dbg !105
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !105
  store i32 %31, i32* %4, align 4, !dbg !105
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !99
  br label %32, !dbg !99

32:                                               ; preds = %28, %24
  %33 = load i32, i32* %4, align 4, !dbg !104
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !104
  %35 = icmp eq i32 %33, %34, !dbg !104
  br i1 %35, label %36, label %204, !dbg !104

36:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i8** %5, metadata !106, metadata !DIExpression()), !dbg !107
  %37 = load i8*, i8** %3, align 4, !dbg !104
  %38 = call i8* @__cxa_begin_catch(i8* %37) #14, !dbg !104
  store i8* %38, i8** %5, align 4, !dbg !104
  %39 = load i8*, i8** %5, align 4, !dbg !108
  %40 = load i32, i32* @_ZL6allocs, align 4, !dbg !110
  %41 = load i32, i32* @_ZL5frees, align 4, !dbg !111
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72, !dbg !112

43:                                               ; preds = %36
  call void @__cxa_end_catch() #14, !dbg !113
  br label %44, !dbg !113

44:                                               ; preds = %43, %23
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !115, metadata !DIExpression()), !dbg !117
  %45 = invoke noalias noundef nonnull i8* @_Znaj(i32 noundef 24) #12
          to label %46 unwind label %76, !dbg !118, !heapallocsite !7

46:                                               ; preds = %44
  %47 = bitcast i8* %45 to i32*, !dbg !118
  store i32 5, i32* %47, align 4, !dbg !118
  %48 = getelementptr inbounds i8, i8* %45, i32 4, !dbg !118
  %49 = bitcast i8* %48 to %struct.Fragile*, !dbg !118
  %50 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i32 5, !dbg !118
  br label %51, !dbg !118

51:                                               ; preds = %53, %46
  %52 = phi %struct.Fragile* [ %49, %46 ], [ %54, %53 ], !dbg !118
  invoke void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %52)
          to label %53 unwind label %80, !dbg !118

53:                                               ; preds = %51
  %54 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %52, i32 1, !dbg !118
  %55 = icmp eq %struct.Fragile* %54, %50, !dbg !118
  br i1 %55, label %56, label %51, !dbg !118

56:                                               ; preds = %53
  store %struct.Fragile* %49, %struct.Fragile** %6, align 4, !dbg !117
  %57 = load %struct.Fragile*, %struct.Fragile** %6, align 4, !dbg !119
  %58 = icmp eq %struct.Fragile* %57, null, !dbg !120
  br i1 %58, label %71, label %59, !dbg !120

59:                                               ; preds = %56
  %60 = bitcast %struct.Fragile* %57 to i8*, !dbg !120
  %61 = getelementptr inbounds i8, i8* %60, i32 -4, !dbg !120
  %62 = bitcast i8* %61 to i32*, !dbg !120
  %63 = load i32, i32* %62, align 4, !dbg !120
  %64 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %57, i32 %63, !dbg !120
  %65 = icmp eq %struct.Fragile* %57, %64, !dbg !120
  br i1 %65, label %70, label %66, !dbg !120

66:                                               ; preds = %66, %59
  %67 = phi %struct.Fragile* [ %64, %59 ], [ %68, %66 ], !dbg !120
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i32 -1, !dbg !120
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #14, !dbg !120
  %69 = icmp eq %struct.Fragile* %68, %57, !dbg !120
  br i1 %69, label %70, label %66, !dbg !120

70:                                               ; preds = %66, %59
  call void @_ZdaPv(i8* noundef %61) #13, !dbg !120
  br label %71, !dbg !120

71:                                               ; preds = %70, %56
  br label %105, !dbg !121

72:                                               ; preds = %36
  %73 = landingpad { i8*, i32 }
          cleanup, !dbg !122
  %74 = extractvalue { i8*, i32 } %73, 0, !dbg !122
  store i8* %74, i8** %3, align 4, !dbg !122
  %75 = extractvalue { i8*, i32 } %73, 1, !dbg !122
  store i32 %75, i32* %4, align 4, !dbg !122
  call void @__cxa_end_catch() #14, !dbg !113
  br label %204, !dbg !113

76:                                               ; preds = %44
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !123
  %78 = extractvalue { i8*, i32 } %77, 0, !dbg !123
  store i8* %78, i8** %3, align 4, !dbg !123
  %79 = extractvalue { i8*, i32 } %77, 1, !dbg !123
  store i32 %79, i32* %4, align 4, !dbg !123
  br label %90, !dbg !123

80:                                               ; preds = %51
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !123
  %82 = extractvalue { i8*, i32 } %81, 0, !dbg !123
  store i8* %82, i8** %3, align 4, !dbg !123
  %83 = extractvalue { i8*, i32 } %81, 1, !dbg !123
  store i32 %83, i32* %4, align 4, !dbg !123
  %84 = icmp eq %struct.Fragile* %49, %52, !dbg !118
  br i1 %84, label %89, label %85, !dbg !118

85:                                               ; preds = %85, %80
  %86 = phi %struct.Fragile* [ %52, %80 ], [ %87, %85 ], !dbg !118
  %87 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %86, i32 -1, !dbg !118
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %87) #14, !dbg !118
  %88 = icmp eq %struct.Fragile* %87, %49, !dbg !118
  br i1 %88, label %89, label %85, !dbg !118

89:                                               ; preds = %85, %80
  call void @_ZdaPv(i8* noundef %45) #13, !dbg !118
  br label %90, !dbg !118

90:                                               ; preds = %89, %76
  %91 = load i32, i32* %4, align 4, !dbg !121
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !121
  %93 = icmp eq i32 %91, %92, !dbg !121
  br i1 %93, label %94, label %204, !dbg !121

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %7, metadata !124, metadata !DIExpression()), !dbg !125
  %95 = load i8*, i8** %3, align 4, !dbg !121
  %96 = call i8* @__cxa_begin_catch(i8* %95) #14, !dbg !121
  %97 = bitcast i8* %96 to i32*, !dbg !121
  %98 = load i32, i32* %97, align 4, !dbg !121
  store i32 %98, i32* %7, align 4, !dbg !121
  %99 = load i32, i32* %7, align 4, !dbg !126
  %100 = load i32, i32* @_ZL5ctors, align 4, !dbg !128
  %101 = load i32, i32* @_ZL5dtors, align 4, !dbg !129
  %102 = load i32, i32* @_ZL5frees, align 4, !dbg !130
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115, !dbg !131

104:                                              ; preds = %94
  call void @__cxa_end_catch() #14, !dbg !132
  br label %105, !dbg !132

105:                                              ; preds = %104, %71
  call void @llvm.dbg.declare(metadata i32* %8, metadata !133, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %8, align 4, !dbg !134
  call void @llvm.dbg.declare(metadata i32* %9, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %9, align 4, !dbg !137
  br label %106, !dbg !138

106:                                              ; preds = %136, %105
  %107 = load i32, i32* %9, align 4, !dbg !139
  %108 = icmp slt i32 %107, 5, !dbg !141
  br i1 %108, label %109, label %143, !dbg !142

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4, !dbg !143
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119, !dbg !146

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4, !dbg !147
  %114 = add nsw i32 %113, %111, !dbg !147
  store i32 %114, i32* %8, align 4, !dbg !147
  br label %135, !dbg !148

115:                                              ; preds = %94
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !149
  %117 = extractvalue { i8*, i32 } %116, 0, !dbg !149
  store i8* %117, i8** %3, align 4, !dbg !149
  %118 = extractvalue { i8*, i32 } %116, 1, !dbg !149
  store i32 %118, i32* %4, align 4, !dbg !149
  call void @__cxa_end_catch() #14, !dbg !132
  br label %204, !dbg !132

119:                                              ; preds = %109
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !150
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !150
  store i8* %121, i8** %3, align 4, !dbg !150
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !150
  store i32 %122, i32* %4, align 4, !dbg !150
  br label %123, !dbg !150

123:                                              ; preds = %119
  %124 = load i32, i32* %4, align 4, !dbg !148
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !148
  %126 = icmp eq i32 %124, %125, !dbg !148
  br i1 %126, label %127, label %204, !dbg !148

127:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i32* %10, metadata !151, metadata !DIExpression()), !dbg !152
  %128 = load i8*, i8** %3, align 4, !dbg !148
  %129 = call i8* @__cxa_begin_catch(i8* %128) #14, !dbg !148
  %130 = bitcast i8* %129 to i32*, !dbg !148
  %131 = load i32, i32* %130, align 4, !dbg !148
  store i32 %131, i32* %10, align 4, !dbg !148
  %132 = load i32, i32* %10, align 4, !dbg !153
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %132)
          to label %134 unwind label %139, !dbg !155

134:                                              ; preds = %127
  call void @__cxa_end_catch() #14, !dbg !156
  br label %135, !dbg !156

135:                                              ; preds = %134, %112
  br label %136, !dbg !157

136:                                              ; preds = %135
  %137 = load i32, i32* %9, align 4, !dbg !158
  %138 = add nsw i32 %137, 1, !dbg !158
  store i32 %138, i32* %9, align 4, !dbg !158
  br label %106, !dbg !159, !llvm.loop !160

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !163
  %141 = extractvalue { i8*, i32 } %140, 0, !dbg !163
  store i8* %141, i8** %3, align 4, !dbg !163
  %142 = extractvalue { i8*, i32 } %140, 1, !dbg !163
  store i32 %142, i32* %4, align 4, !dbg !163
  call void @__cxa_end_catch() #14, !dbg !156
  br label %204, !dbg !156

143:                                              ; preds = %106
  %144 = load i32, i32* %8, align 4, !dbg !164
  %145 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !165
  %146 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !166
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %144, i32 noundef %145, i32 noundef %146), !dbg !167
  %148 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !168
  %149 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !169
  %150 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !170
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !171
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !172, metadata !DIExpression()), !dbg !177
  %152 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !178
  store i32* %8, i32** %152, align 4, !dbg !178
  call void @llvm.dbg.declare(metadata i32* %12, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %12, align 4, !dbg !181
  br label %153, !dbg !182

153:                                              ; preds = %177, %143
  %154 = load i32, i32* %12, align 4, !dbg !183
  %155 = icmp slt i32 %154, 4, !dbg !185
  br i1 %155, label %156, label %185, !dbg !186

156:                                              ; preds = %153
  %157 = load i32, i32* %12, align 4, !dbg !187
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %157)
          to label %158 unwind label %159, !dbg !190

158:                                              ; preds = %156
  br label %176, !dbg !191

159:                                              ; preds = %156
  %160 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !192
  %161 = extractvalue { i8*, i32 } %160, 0, !dbg !192
  store i8* %161, i8** %3, align 4, !dbg !192
  %162 = extractvalue { i8*, i32 } %160, 1, !dbg !192
  store i32 %162, i32* %4, align 4, !dbg !192
  br label %163, !dbg !192

163:                                              ; preds = %159
  %164 = load i32, i32* %4, align 4, !dbg !191
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !191
  %166 = icmp eq i32 %164, %165, !dbg !191
  br i1 %166, label %167, label %204, !dbg !191

167:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !193, metadata !DIExpression()), !dbg !195
  %168 = load i8*, i8** %3, align 4, !dbg !191
  %169 = call i8* @__cxa_begin_catch(i8* %168) #14, !dbg !191
  %170 = bitcast i8* %169 to %struct.Fragile*, !dbg !191
  store %struct.Fragile* %170, %struct.Fragile** %13, align 4, !dbg !191
  %171 = load %struct.Fragile*, %struct.Fragile** %13, align 4, !dbg !196
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0, !dbg !198
  %173 = load i32, i32* %172, align 4, !dbg !198
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %173)
          to label %175 unwind label %180, !dbg !199

175:                                              ; preds = %167
  call void @__cxa_end_catch(), !dbg !200
  br label %176, !dbg !200

176:                                              ; preds = %175, %158
  br label %177, !dbg !201

177:                                              ; preds = %176
  %178 = load i32, i32* %12, align 4, !dbg !202
  %179 = add nsw i32 %178, 1, !dbg !202
  store i32 %179, i32* %12, align 4, !dbg !202
  br label %153, !dbg !203, !llvm.loop !204

180:                                              ; preds = %167
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !206
  %182 = extractvalue { i8*, i32 } %181, 0, !dbg !206
  store i8* %182, i8** %3, align 4, !dbg !206
  %183 = extractvalue { i8*, i32 } %181, 1, !dbg !206
  store i32 %183, i32* %4, align 4, !dbg !206
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209, !dbg !200

184:                                              ; preds = %180
  br label %204, !dbg !200

185:                                              ; preds = %153
  call void @llvm.dbg.declare(metadata i32* %14, metadata !207, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %14, align 4, !dbg !209
  br label %186, !dbg !210

186:                                              ; preds = %194, %185
  %187 = load i32, i32* %14, align 4, !dbg !211
  %188 = icmp slt i32 %187, 3, !dbg !213
  br i1 %188, label %189, label %197, !dbg !214

189:                                              ; preds = %186
  %190 = load i32, i32* %14, align 4, !dbg !215
  %191 = load i32, i32* %14, align 4, !dbg !216
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191), !dbg !217
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %190, i32 noundef %192), !dbg !218
  br label %194, !dbg !218

194:                                              ; preds = %189
  %195 = load i32, i32* %14, align 4, !dbg !219
  %196 = add nsw i32 %195, 1, !dbg !219
  store i32 %196, i32* %14, align 4, !dbg !219
  br label %186, !dbg !220, !llvm.loop !221

197:                                              ; preds = %186
  %198 = load i32, i32* @_ZL6allocs, align 4, !dbg !223
  %199 = load i32, i32* @_ZL5frees, align 4, !dbg !224
  %200 = load i32, i32* @_ZL5ctors, align 4, !dbg !225
  %201 = load i32, i32* @_ZL5dtors, align 4, !dbg !226
  %202 = load i32, i32* %8, align 4, !dbg !227
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202), !dbg !228
  ret i32 0, !dbg !229

204:                                              ; preds = %184, %163, %139, %123, %115, %90, %72, %32
  %205 = load i8*, i8** %3, align 4, !dbg !104
  %206 = load i32, i32* %4, align 4, !dbg !104
  %207 = insertvalue { i8*, i32 } undef, i8* %205, 0, !dbg !104
  %208 = insertvalue { i8*, i32 } %207, i32 %206, 1, !dbg !104
  resume { i8*, i32 } %208, !dbg !104

209:                                              ; preds = %180
  %210 = landingpad { i8*, i32 }
          catch i8* null, !dbg !200
  %211 = extractvalue { i8*, i32 } %210, 0, !dbg !200
  call void @__clang_call_terminate(i8* %211) #15, !dbg !200
  unreachable, !dbg !200
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !230 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !231, metadata !DIExpression()), !dbg !232
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !233, metadata !DIExpression()), !dbg !234
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !235
  %7 = load i32, i32* %4, align 4, !dbg !236
  store i32 %7, i32* %6, align 4, !dbg !235
  %8 = load i32, i32* %4, align 4, !dbg !237
  %9 = icmp eq i32 %8, 13, !dbg !240
  br i1 %9, label %10, label %13, !dbg !241

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !242
  %12 = bitcast i8* %11 to i8**, !dbg !242
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 16, !dbg !242
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !242
  unreachable, !dbg !242

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !243
  %15 = add nsw i32 %14, 1, !dbg !243
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !243
  ret void, !dbg !244
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !245 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !246, metadata !DIExpression()), !dbg !247
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !248
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !249
  store i32 %5, i32* %4, align 4, !dbg !248
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !250
  %7 = add nsw i32 %6, -1, !dbg !250
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !250
  %8 = icmp slt i32 %7, 0, !dbg !253
  br i1 %8, label %9, label %13, !dbg !254

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !255
  %11 = bitcast i8* %10 to i32*, !dbg !255
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !256
  store i32 %12, i32* %11, align 16, !dbg !255
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !255
  unreachable, !dbg !255

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !257
  %15 = add nsw i32 %14, 1, !dbg !257
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !257
  ret void, !dbg !258
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !259 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !260, metadata !DIExpression()), !dbg !261
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !262
  %5 = add nsw i32 %4, 1, !dbg !262
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !262
  ret void, !dbg !264
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !265 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !268, metadata !DIExpression()), !dbg !269
  %5 = load i32, i32* %2, align 4, !dbg !270
  %6 = icmp sgt i32 %5, 2, !dbg !272
  br i1 %6, label %7, label %21, !dbg !273

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !274
  %9 = bitcast i8* %8 to i32*, !dbg !274
  %10 = load i32, i32* %2, align 4, !dbg !275
  %11 = mul nsw i32 %10, 2, !dbg !276
  store i32 %11, i32* %9, align 16, !dbg !274
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !274

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !277
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !277
  store i8* %14, i8** %3, align 4, !dbg !277
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !277
  store i32 %15, i32* %4, align 4, !dbg !277
  br label %16, !dbg !277

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !278
  %18 = icmp slt i32 %17, 0, !dbg !278
  br i1 %18, label %19, label %23, !dbg !278

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 4, !dbg !278
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !278
  unreachable, !dbg !278

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !279
  ret i32 %22, !dbg !278

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 4, !dbg !278
  %25 = load i32, i32* %4, align 4, !dbg !278
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !278
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !278
  resume { i8*, i32 } %27, !dbg !278

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !280 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !281, metadata !DIExpression()), !dbg !282
  %3 = load i32, i32* %2, align 4, !dbg !283
  %4 = add nsw i32 %3, 1, !dbg !284
  ret i32 %4, !dbg !285
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !286 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !287, metadata !DIExpression()), !dbg !288
  %3 = load i32, i32* %2, align 4, !dbg !289
  %4 = sub nsw i32 %3, 1, !dbg !290
  ret i32 %4, !dbg !291
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !292 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !302, metadata !DIExpression()), !dbg !303
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !304
  %10 = load i32, i32* %5, align 4, !dbg !306
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !304

11:                                               ; preds = %2
  br label %30, !dbg !307

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !308
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !308
  store i8* %14, i8** %6, align 4, !dbg !308
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !308
  store i32 %15, i32* %7, align 4, !dbg !308
  br label %16, !dbg !308

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !307
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !307
  %19 = icmp eq i32 %17, %18, !dbg !307
  br i1 %19, label %20, label %27, !dbg !307

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !309, metadata !DIExpression()), !dbg !310
  %21 = load i8*, i8** %6, align 4, !dbg !311
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !311
  %23 = bitcast i8* %22 to i16*, !dbg !311
  %24 = load i16, i16* %23, align 2, !dbg !311
  store i16 %24, i16* %8, align 2, !dbg !311
  %25 = load i16, i16* %8, align 2, !dbg !313
  %26 = sext i16 %25 to i32, !dbg !313
  store i32 %26, i32* %3, align 4, !dbg !315
  call void @__cxa_end_catch() #14, !dbg !316
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !307
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !307
  store i32 -1, i32* %3, align 4, !dbg !317
  call void @__cxa_end_catch(), !dbg !311
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !318
  br label %31, !dbg !318

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !319
  ret i32 %32, !dbg !319
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !320 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !321, metadata !DIExpression()), !dbg !322
  %3 = call i8* @__cxa_allocate_exception(i32 2) #14, !dbg !323
  %4 = bitcast i8* %3 to i16*, !dbg !323
  %5 = load i32, i32* %2, align 4, !dbg !324
  %6 = trunc i32 %5 to i16, !dbg !324
  store i16 %6, i16* %4, align 16, !dbg !323
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !323
  unreachable, !dbg !323
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !325 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !328, metadata !DIExpression()), !dbg !329
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !330, metadata !DIExpression()), !dbg !331
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !332
  %10 = load i32, i32* %5, align 4, !dbg !334
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !332

11:                                               ; preds = %2
  br label %30, !dbg !335

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !336
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !336
  store i8* %14, i8** %6, align 4, !dbg !336
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !336
  store i32 %15, i32* %7, align 4, !dbg !336
  br label %16, !dbg !336

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !335
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !335
  %19 = icmp eq i32 %17, %18, !dbg !335
  br i1 %19, label %20, label %27, !dbg !335

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !337, metadata !DIExpression()), !dbg !338
  %21 = load i8*, i8** %6, align 4, !dbg !339
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !339
  %23 = bitcast i8* %22 to i64*, !dbg !339
  %24 = load i64, i64* %23, align 4, !dbg !339
  store i64 %24, i64* %8, align 8, !dbg !339
  %25 = load i64, i64* %8, align 8, !dbg !341
  %26 = trunc i64 %25 to i32, !dbg !341
  store i32 %26, i32* %3, align 4, !dbg !343
  call void @__cxa_end_catch() #14, !dbg !344
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !335
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !335
  store i32 -1, i32* %3, align 4, !dbg !345
  call void @__cxa_end_catch(), !dbg !339
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !346
  br label %31, !dbg !346

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !347
  ret i32 %32, !dbg !347
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !348 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !349, metadata !DIExpression()), !dbg !350
  %3 = call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !351
  %4 = bitcast i8* %3 to i64*, !dbg !351
  %5 = load i32, i32* %2, align 4, !dbg !352
  %6 = sext i32 %5 to i64, !dbg !352
  %7 = mul nsw i64 %6, 1000, !dbg !353
  store i64 %7, i64* %4, align 16, !dbg !351
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !351
  unreachable, !dbg !351
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !354 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !357, metadata !DIExpression()), !dbg !358
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !359, metadata !DIExpression()), !dbg !360
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !361
  %10 = load i32, i32* %5, align 4, !dbg !363
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !361

11:                                               ; preds = %2
  br label %29, !dbg !364

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !365
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !365
  store i8* %14, i8** %6, align 4, !dbg !365
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !365
  store i32 %15, i32* %7, align 4, !dbg !365
  br label %16, !dbg !365

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !364
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !364
  %19 = icmp eq i32 %17, %18, !dbg !364
  br i1 %19, label %20, label %26, !dbg !364

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !366, metadata !DIExpression()), !dbg !367
  %21 = load i8*, i8** %6, align 4, !dbg !368
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !368
  %23 = bitcast i8* %22 to i32*, !dbg !368
  %24 = load i32, i32* %23, align 4, !dbg !368
  store i32 %24, i32* %8, align 4, !dbg !368
  %25 = load i32, i32* %8, align 4, !dbg !370
  store i32 %25, i32* %3, align 4, !dbg !372
  call void @__cxa_end_catch() #14, !dbg !373
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 4, !dbg !364
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !364
  store i32 -1, i32* %3, align 4, !dbg !374
  call void @__cxa_end_catch(), !dbg !368
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !375
  br label %30, !dbg !375

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !376
  ret i32 %31, !dbg !376
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !377 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !386, metadata !DIExpression()), !dbg !388
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !389, metadata !DIExpression()), !dbg !390
  %7 = load %class.anon*, %class.anon** %3, align 4
  %8 = load i32, i32* %4, align 4, !dbg !391
  %9 = and i32 %8, 1, !dbg !393
  %10 = icmp ne i32 %9, 0, !dbg !391
  br i1 %10, label %11, label %21, !dbg !394

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !395
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !395
  %14 = load i32, i32* %4, align 4, !dbg !396
  %15 = mul nsw i32 %14, 3, !dbg !397
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %16 unwind label %17, !dbg !398

16:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11, !dbg !395
  unreachable, !dbg !395

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !399
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !399
  store i8* %19, i8** %5, align 4, !dbg !399
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !399
  store i32 %20, i32* %6, align 4, !dbg !399
  call void @__cxa_free_exception(i8* %12) #14, !dbg !395
  br label %27, !dbg !395

21:                                               ; preds = %2
  %22 = load i32, i32* %4, align 4, !dbg !400
  %23 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !401
  %24 = load i32*, i32** %23, align 4, !dbg !401
  %25 = load i32, i32* %24, align 4, !dbg !402
  %26 = add nsw i32 %25, %22, !dbg !402
  store i32 %26, i32* %24, align 4, !dbg !402
  ret void, !dbg !403

27:                                               ; preds = %17
  %28 = load i8*, i8** %5, align 4, !dbg !395
  %29 = load i32, i32* %6, align 4, !dbg !395
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !395
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !395
  resume { i8*, i32 } %31, !dbg !395
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !404 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !405, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !407, metadata !DIExpression()), !dbg !408
  call void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)), !dbg !408
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !409, metadata !DIExpression()), !dbg !411
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %13 unwind label %21, !dbg !411

13:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !412, metadata !DIExpression()), !dbg !414
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %14 unwind label %25, !dbg !414

14:                                               ; preds = %13
  %15 = load i32, i32* %3, align 4, !dbg !415
  %16 = icmp sgt i32 %15, 0, !dbg !417
  br i1 %16, label %17, label %50, !dbg !418

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !419
  %19 = bitcast i8* %18 to i32*, !dbg !419
  %20 = load i32, i32* %3, align 4, !dbg !420
  store i32 %20, i32* %19, align 16, !dbg !419
  invoke void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %29, !dbg !419

21:                                               ; preds = %1
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !421
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !421
  store i8* %23, i8** %6, align 4, !dbg !421
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !421
  store i32 %24, i32* %7, align 4, !dbg !421
  br label %67, !dbg !421

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !422
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !422
  store i8* %27, i8** %6, align 4, !dbg !422
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !422
  store i32 %28, i32* %7, align 4, !dbg !422
  br label %33, !dbg !422

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !423
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !423
  store i8* %31, i8** %6, align 4, !dbg !423
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !423
  store i32 %32, i32* %7, align 4, !dbg !423
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !424
  br label %33, !dbg !424

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %7, align 4, !dbg !425
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !425
  %36 = icmp eq i32 %34, %35, !dbg !425
  br i1 %36, label %37, label %66, !dbg !425

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !426, metadata !DIExpression()), !dbg !427
  %38 = load i8*, i8** %6, align 4, !dbg !425
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !425
  %40 = bitcast i8* %39 to i32*, !dbg !425
  %41 = load i32, i32* %40, align 4, !dbg !425
  store i32 %41, i32* %9, align 4, !dbg !425
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !428, metadata !DIExpression()), !dbg !430
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0))
          to label %42 unwind label %51, !dbg !430

42:                                               ; preds = %37
  %43 = load i32, i32* %9, align 4, !dbg !431
  %44 = icmp sgt i32 %43, 1, !dbg !433
  br i1 %44, label %45, label %59, !dbg !434

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !435
  %47 = bitcast i8* %46 to i32*, !dbg !435
  %48 = load i32, i32* %9, align 4, !dbg !436
  %49 = add nsw i32 %48, 10, !dbg !437
  store i32 %49, i32* %47, align 16, !dbg !435
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %55, !dbg !435

50:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !424
  br label %62, !dbg !425

51:                                               ; preds = %37
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !438
  %53 = extractvalue { i8*, i32 } %52, 0, !dbg !438
  store i8* %53, i8** %6, align 4, !dbg !438
  %54 = extractvalue { i8*, i32 } %52, 1, !dbg !438
  store i32 %54, i32* %7, align 4, !dbg !438
  br label %61, !dbg !438

55:                                               ; preds = %45
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !439
  %57 = extractvalue { i8*, i32 } %56, 0, !dbg !439
  store i8* %57, i8** %6, align 4, !dbg !439
  %58 = extractvalue { i8*, i32 } %56, 1, !dbg !439
  store i32 %58, i32* %7, align 4, !dbg !439
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !440
  br label %61, !dbg !440

59:                                               ; preds = %42
  %60 = load i32, i32* %9, align 4, !dbg !441
  store i32 %60, i32* %2, align 4, !dbg !442
  store i32 1, i32* %11, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !440
  call void @__cxa_end_catch() #14, !dbg !443
  br label %63

61:                                               ; preds = %55, %51
  call void @__cxa_end_catch() #14, !dbg !443
  br label %66, !dbg !443

62:                                               ; preds = %50
  store i32 0, i32* %11, align 4, !dbg !444
  br label %63, !dbg !444

63:                                               ; preds = %62, %59
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !444
  %64 = load i32, i32* %11, align 4
  switch i32 %64, label %79 [
    i32 0, label %65
  ]

65:                                               ; preds = %63
  br label %78, !dbg !445

66:                                               ; preds = %61, %33
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !444
  br label %67, !dbg !444

67:                                               ; preds = %66, %21
  %68 = load i32, i32* %7, align 4, !dbg !445
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !445
  %70 = icmp eq i32 %68, %69, !dbg !445
  br i1 %70, label %71, label %81, !dbg !445

71:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i32* %12, metadata !446, metadata !DIExpression()), !dbg !447
  %72 = load i8*, i8** %6, align 4, !dbg !445
  %73 = call i8* @__cxa_begin_catch(i8* %72) #14, !dbg !445
  %74 = bitcast i8* %73 to i32*, !dbg !445
  %75 = load i32, i32* %74, align 4, !dbg !445
  store i32 %75, i32* %12, align 4, !dbg !445
  %76 = load i32, i32* %12, align 4, !dbg !448
  %77 = mul nsw i32 %76, 100, !dbg !450
  store i32 %77, i32* %2, align 4, !dbg !451
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !452
  br label %79

78:                                               ; preds = %65
  store i32 0, i32* %2, align 4, !dbg !453
  store i32 1, i32* %11, align 4
  br label %79, !dbg !453

79:                                               ; preds = %78, %71, %63
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !454
  %80 = load i32, i32* %2, align 4, !dbg !454
  ret i32 %80, !dbg !454

81:                                               ; preds = %67
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !454
  br label %82, !dbg !454

82:                                               ; preds = %81
  %83 = load i8*, i8** %6, align 4, !dbg !454
  %84 = load i32, i32* %7, align 4, !dbg !454
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0, !dbg !454
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1, !dbg !454
  resume { i8*, i32 } %86, !dbg !454

87:                                               ; preds = %45, %17
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 !dbg !455 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !456, metadata !DIExpression()), !dbg !458
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !459, metadata !DIExpression()), !dbg !460
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !461
  %7 = load i8*, i8** %4, align 4, !dbg !462
  store i8* %7, i8** %6, align 4, !dbg !461
  ret void, !dbg !463
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !464 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !465, metadata !DIExpression()), !dbg !466
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !467
  %5 = load i8*, i8** %4, align 4, !dbg !467
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !469

7:                                                ; preds = %1
  ret void, !dbg !470

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !469
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !469
  call void @__clang_call_terminate(i8* %10) #15, !dbg !469
  unreachable, !dbg !469
}

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 1, !"NumRegisterParameters", i32 0}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 15, type: !52, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !{}
!57 = !DILocalVariable(name: "n", arg: 1, scope: !51, file: !3, line: 15, type: !55)
!58 = !DILocation(line: 15, column: 34, scope: !51)
!59 = !DILocation(line: 15, column: 39, scope: !51)
!60 = !DILocation(line: 15, column: 63, scope: !51)
!61 = !DILocation(line: 15, column: 56, scope: !51)
!62 = !DILocation(line: 15, column: 49, scope: !51)
!63 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znaj", scope: !3, file: !3, line: 16, type: !52, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!64 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !3, line: 16, type: !55)
!65 = !DILocation(line: 16, column: 36, scope: !63)
!66 = !DILocation(line: 16, column: 41, scope: !63)
!67 = !DILocation(line: 16, column: 65, scope: !63)
!68 = !DILocation(line: 16, column: 58, scope: !63)
!69 = !DILocation(line: 16, column: 51, scope: !63)
!70 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !54}
!73 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !3, line: 17, type: !54)
!74 = !DILocation(line: 17, column: 28, scope: !70)
!75 = !DILocation(line: 17, column: 45, scope: !76)
!76 = distinct !DILexicalBlock(scope: !70, file: !3, line: 17, column: 45)
!77 = !DILocation(line: 17, column: 45, scope: !70)
!78 = !DILocation(line: 17, column: 48, scope: !76)
!79 = !DILocation(line: 17, column: 62, scope: !70)
!80 = !DILocation(line: 17, column: 57, scope: !70)
!81 = !DILocation(line: 17, column: 66, scope: !70)
!82 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !71, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!83 = !DILocalVariable(name: "p", arg: 1, scope: !82, file: !3, line: 18, type: !54)
!84 = !DILocation(line: 18, column: 30, scope: !82)
!85 = !DILocation(line: 18, column: 47, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 18, column: 47)
!87 = !DILocation(line: 18, column: 47, scope: !82)
!88 = !DILocation(line: 18, column: 50, scope: !86)
!89 = !DILocation(line: 18, column: 64, scope: !82)
!90 = !DILocation(line: 18, column: 59, scope: !82)
!91 = !DILocation(line: 18, column: 68, scope: !82)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !93, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!93 = !DISubroutineType(types: !94)
!94 = !{!10}
!95 = !DILocalVariable(name: "f", scope: !96, file: !3, line: 84, type: !97)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 83, column: 7)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!98 = !DILocation(line: 84, column: 14, scope: !96)
!99 = !DILocation(line: 84, column: 18, scope: !96)
!100 = !DILocation(line: 84, column: 22, scope: !96)
!101 = !DILocation(line: 85, column: 31, scope: !96)
!102 = !DILocation(line: 85, column: 34, scope: !96)
!103 = !DILocation(line: 85, column: 5, scope: !96)
!104 = !DILocation(line: 86, column: 3, scope: !96)
!105 = !DILocation(line: 127, column: 1, scope: !96)
!106 = !DILocalVariable(name: "msg", scope: !92, file: !3, line: 86, type: !23)
!107 = !DILocation(line: 86, column: 24, scope: !92)
!108 = !DILocation(line: 87, column: 46, scope: !109)
!109 = distinct !DILexicalBlock(scope: !92, file: !3, line: 86, column: 29)
!110 = !DILocation(line: 87, column: 51, scope: !109)
!111 = !DILocation(line: 87, column: 59, scope: !109)
!112 = !DILocation(line: 87, column: 5, scope: !109)
!113 = !DILocation(line: 88, column: 3, scope: !109)
!114 = !DILocation(line: 91, column: 19, scope: !92)
!115 = !DILocalVariable(name: "arr", scope: !116, file: !3, line: 93, type: !97)
!116 = distinct !DILexicalBlock(scope: !92, file: !3, line: 92, column: 7)
!117 = !DILocation(line: 93, column: 14, scope: !116)
!118 = !DILocation(line: 93, column: 20, scope: !116)
!119 = !DILocation(line: 94, column: 14, scope: !116)
!120 = !DILocation(line: 94, column: 5, scope: !116)
!121 = !DILocation(line: 95, column: 3, scope: !116)
!122 = !DILocation(line: 127, column: 1, scope: !109)
!123 = !DILocation(line: 127, column: 1, scope: !116)
!124 = !DILocalVariable(name: "b", scope: !92, file: !3, line: 95, type: !10)
!125 = !DILocation(line: 95, column: 16, scope: !92)
!126 = !DILocation(line: 96, column: 70, scope: !127)
!127 = distinct !DILexicalBlock(scope: !92, file: !3, line: 95, column: 19)
!128 = !DILocation(line: 96, column: 73, scope: !127)
!129 = !DILocation(line: 96, column: 80, scope: !127)
!130 = !DILocation(line: 96, column: 87, scope: !127)
!131 = !DILocation(line: 96, column: 5, scope: !127)
!132 = !DILocation(line: 97, column: 3, scope: !127)
!133 = !DILocalVariable(name: "ok", scope: !92, file: !3, line: 99, type: !10)
!134 = !DILocation(line: 99, column: 7, scope: !92)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 100, type: !10)
!136 = distinct !DILexicalBlock(scope: !92, file: !3, line: 100, column: 3)
!137 = !DILocation(line: 100, column: 12, scope: !136)
!138 = !DILocation(line: 100, column: 8, scope: !136)
!139 = !DILocation(line: 100, column: 19, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 100, column: 3)
!141 = !DILocation(line: 100, column: 21, scope: !140)
!142 = !DILocation(line: 100, column: 3, scope: !136)
!143 = !DILocation(line: 102, column: 23, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 101, column: 9)
!145 = distinct !DILexicalBlock(scope: !140, file: !3, line: 100, column: 31)
!146 = !DILocation(line: 102, column: 13, scope: !144)
!147 = !DILocation(line: 102, column: 10, scope: !144)
!148 = !DILocation(line: 103, column: 5, scope: !144)
!149 = !DILocation(line: 127, column: 1, scope: !127)
!150 = !DILocation(line: 127, column: 1, scope: !144)
!151 = !DILocalVariable(name: "e", scope: !145, file: !3, line: 103, type: !10)
!152 = !DILocation(line: 103, column: 18, scope: !145)
!153 = !DILocation(line: 104, column: 33, scope: !154)
!154 = distinct !DILexicalBlock(scope: !145, file: !3, line: 103, column: 21)
!155 = !DILocation(line: 104, column: 7, scope: !154)
!156 = !DILocation(line: 105, column: 5, scope: !154)
!157 = !DILocation(line: 106, column: 3, scope: !145)
!158 = !DILocation(line: 100, column: 26, scope: !140)
!159 = !DILocation(line: 100, column: 3, scope: !140)
!160 = distinct !{!160, !142, !161, !162}
!161 = !DILocation(line: 106, column: 3, scope: !136)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 127, column: 1, scope: !154)
!164 = !DILocation(line: 107, column: 41, scope: !92)
!165 = !DILocation(line: 107, column: 45, scope: !92)
!166 = !DILocation(line: 107, column: 57, scope: !92)
!167 = !DILocation(line: 107, column: 3, scope: !92)
!168 = !DILocation(line: 109, column: 57, scope: !92)
!169 = !DILocation(line: 110, column: 10, scope: !92)
!170 = !DILocation(line: 110, column: 46, scope: !92)
!171 = !DILocation(line: 109, column: 3, scope: !92)
!172 = !DILocalVariable(name: "thrower", scope: !92, file: !3, line: 112, type: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !92, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !174)
!174 = !{!175}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !173, file: !3, line: 112, baseType: !176, size: 32)
!176 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!177 = !DILocation(line: 112, column: 8, scope: !92)
!178 = !DILocation(line: 112, column: 18, scope: !92)
!179 = !DILocalVariable(name: "k", scope: !180, file: !3, line: 116, type: !10)
!180 = distinct !DILexicalBlock(scope: !92, file: !3, line: 116, column: 3)
!181 = !DILocation(line: 116, column: 12, scope: !180)
!182 = !DILocation(line: 116, column: 8, scope: !180)
!183 = !DILocation(line: 116, column: 19, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !3, line: 116, column: 3)
!185 = !DILocation(line: 116, column: 21, scope: !184)
!186 = !DILocation(line: 116, column: 3, scope: !180)
!187 = !DILocation(line: 118, column: 15, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 117, column: 9)
!189 = distinct !DILexicalBlock(scope: !184, file: !3, line: 116, column: 31)
!190 = !DILocation(line: 118, column: 7, scope: !188)
!191 = !DILocation(line: 119, column: 5, scope: !188)
!192 = !DILocation(line: 127, column: 1, scope: !188)
!193 = !DILocalVariable(name: "f", scope: !189, file: !3, line: 119, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!195 = !DILocation(line: 119, column: 23, scope: !189)
!196 = !DILocation(line: 120, column: 44, scope: !197)
!197 = distinct !DILexicalBlock(scope: !189, file: !3, line: 119, column: 26)
!198 = !DILocation(line: 120, column: 46, scope: !197)
!199 = !DILocation(line: 120, column: 7, scope: !197)
!200 = !DILocation(line: 121, column: 5, scope: !197)
!201 = !DILocation(line: 122, column: 3, scope: !189)
!202 = !DILocation(line: 116, column: 26, scope: !184)
!203 = !DILocation(line: 116, column: 3, scope: !184)
!204 = distinct !{!204, !186, !205, !162}
!205 = !DILocation(line: 122, column: 3, scope: !180)
!206 = !DILocation(line: 127, column: 1, scope: !197)
!207 = !DILocalVariable(name: "d", scope: !208, file: !3, line: 124, type: !10)
!208 = distinct !DILexicalBlock(scope: !92, file: !3, line: 124, column: 3)
!209 = !DILocation(line: 124, column: 12, scope: !208)
!210 = !DILocation(line: 124, column: 8, scope: !208)
!211 = !DILocation(line: 124, column: 19, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !3, line: 124, column: 3)
!213 = !DILocation(line: 124, column: 21, scope: !212)
!214 = !DILocation(line: 124, column: 3, scope: !208)
!215 = !DILocation(line: 124, column: 60, scope: !212)
!216 = !DILocation(line: 124, column: 71, scope: !212)
!217 = !DILocation(line: 124, column: 63, scope: !212)
!218 = !DILocation(line: 124, column: 31, scope: !212)
!219 = !DILocation(line: 124, column: 26, scope: !212)
!220 = !DILocation(line: 124, column: 3, scope: !212)
!221 = distinct !{!221, !214, !222, !162}
!222 = !DILocation(line: 124, column: 73, scope: !208)
!223 = !DILocation(line: 125, column: 64, scope: !92)
!224 = !DILocation(line: 125, column: 72, scope: !92)
!225 = !DILocation(line: 125, column: 79, scope: !92)
!226 = !DILocation(line: 125, column: 86, scope: !92)
!227 = !DILocation(line: 125, column: 93, scope: !92)
!228 = !DILocation(line: 125, column: 3, scope: !92)
!229 = !DILocation(line: 126, column: 3, scope: !92)
!230 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !56)
!231 = !DILocalVariable(name: "this", arg: 1, scope: !230, type: !97, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocalVariable(name: "x", arg: 2, scope: !230, file: !3, line: 27, type: !10)
!234 = !DILocation(line: 27, column: 24, scope: !230)
!235 = !DILocation(line: 27, column: 29, scope: !230)
!236 = !DILocation(line: 27, column: 31, scope: !230)
!237 = !DILocation(line: 28, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 28, column: 9)
!239 = distinct !DILexicalBlock(scope: !230, file: !3, line: 27, column: 34)
!240 = !DILocation(line: 28, column: 11, scope: !238)
!241 = !DILocation(line: 28, column: 9, scope: !239)
!242 = !DILocation(line: 28, column: 18, scope: !238)
!243 = !DILocation(line: 29, column: 5, scope: !239)
!244 = !DILocation(line: 30, column: 3, scope: !230)
!245 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !56)
!246 = !DILocalVariable(name: "this", arg: 1, scope: !245, type: !97, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DILocation(line: 0, scope: !245)
!248 = !DILocation(line: 23, column: 15, scope: !245)
!249 = !DILocation(line: 23, column: 17, scope: !245)
!250 = !DILocation(line: 24, column: 9, scope: !251)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 24, column: 9)
!252 = distinct !DILexicalBlock(scope: !245, file: !3, line: 23, column: 25)
!253 = !DILocation(line: 24, column: 18, scope: !251)
!254 = !DILocation(line: 24, column: 9, scope: !252)
!255 = !DILocation(line: 24, column: 23, scope: !251)
!256 = !DILocation(line: 24, column: 29, scope: !251)
!257 = !DILocation(line: 25, column: 5, scope: !252)
!258 = !DILocation(line: 26, column: 3, scope: !245)
!259 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !56)
!260 = !DILocalVariable(name: "this", arg: 1, scope: !259, type: !97, flags: DIFlagArtificial | DIFlagObjectPointer)
!261 = !DILocation(line: 0, scope: !259)
!262 = !DILocation(line: 31, column: 16, scope: !263)
!263 = distinct !DILexicalBlock(scope: !259, file: !3, line: 31, column: 14)
!264 = !DILocation(line: 31, column: 25, scope: !259)
!265 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !266, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!266 = !DISubroutineType(types: !267)
!267 = !{!10, !10}
!268 = !DILocalVariable(name: "x", arg: 1, scope: !265, file: !3, line: 36, type: !10)
!269 = !DILocation(line: 36, column: 26, scope: !265)
!270 = !DILocation(line: 37, column: 7, scope: !271)
!271 = distinct !DILexicalBlock(scope: !265, file: !3, line: 37, column: 7)
!272 = !DILocation(line: 37, column: 9, scope: !271)
!273 = !DILocation(line: 37, column: 7, scope: !265)
!274 = !DILocation(line: 37, column: 14, scope: !271)
!275 = !DILocation(line: 37, column: 20, scope: !271)
!276 = !DILocation(line: 37, column: 22, scope: !271)
!277 = !DILocation(line: 39, column: 1, scope: !271)
!278 = !DILocation(line: 38, column: 3, scope: !265)
!279 = !DILocation(line: 38, column: 10, scope: !265)
!280 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !266, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!281 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !3, line: 40, type: !10)
!282 = !DILocation(line: 40, column: 24, scope: !280)
!283 = !DILocation(line: 40, column: 44, scope: !280)
!284 = !DILocation(line: 40, column: 46, scope: !280)
!285 = !DILocation(line: 40, column: 37, scope: !280)
!286 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !266, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!287 = !DILocalVariable(name: "x", arg: 1, scope: !286, file: !3, line: 41, type: !10)
!288 = !DILocation(line: 41, column: 22, scope: !286)
!289 = !DILocation(line: 41, column: 49, scope: !286)
!290 = !DILocation(line: 41, column: 51, scope: !286)
!291 = !DILocation(line: 41, column: 42, scope: !286)
!292 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !293, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !298, retainedNodes: !56)
!293 = !DISubroutineType(types: !294)
!294 = !{!10, !295, !10}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 32)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !10}
!298 = !{!299}
!299 = !DITemplateTypeParameter(name: "T", type: !5)
!300 = !DILocalVariable(name: "f", arg: 1, scope: !292, file: !3, line: 43, type: !295)
!301 = !DILocation(line: 43, column: 50, scope: !292)
!302 = !DILocalVariable(name: "arg", arg: 2, scope: !292, file: !3, line: 43, type: !10)
!303 = !DILocation(line: 43, column: 63, scope: !292)
!304 = !DILocation(line: 45, column: 5, scope: !305)
!305 = distinct !DILexicalBlock(scope: !292, file: !3, line: 44, column: 7)
!306 = !DILocation(line: 45, column: 7, scope: !305)
!307 = !DILocation(line: 46, column: 3, scope: !305)
!308 = !DILocation(line: 52, column: 1, scope: !305)
!309 = !DILocalVariable(name: "v", scope: !292, file: !3, line: 46, type: !5)
!310 = !DILocation(line: 46, column: 14, scope: !292)
!311 = !DILocation(line: 50, column: 3, scope: !312)
!312 = distinct !DILexicalBlock(scope: !292, file: !3, line: 48, column: 17)
!313 = !DILocation(line: 47, column: 17, scope: !314)
!314 = distinct !DILexicalBlock(scope: !292, file: !3, line: 46, column: 17)
!315 = !DILocation(line: 47, column: 5, scope: !314)
!316 = !DILocation(line: 48, column: 3, scope: !314)
!317 = !DILocation(line: 49, column: 5, scope: !312)
!318 = !DILocation(line: 51, column: 3, scope: !292)
!319 = !DILocation(line: 52, column: 1, scope: !292)
!320 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !296, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!321 = !DILocalVariable(name: "x", arg: 1, scope: !320, file: !3, line: 54, type: !10)
!322 = !DILocation(line: 54, column: 29, scope: !320)
!323 = !DILocation(line: 54, column: 34, scope: !320)
!324 = !DILocation(line: 54, column: 47, scope: !320)
!325 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !293, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !326, retainedNodes: !56)
!326 = !{!327}
!327 = !DITemplateTypeParameter(name: "T", type: !6)
!328 = !DILocalVariable(name: "f", arg: 1, scope: !325, file: !3, line: 43, type: !295)
!329 = !DILocation(line: 43, column: 50, scope: !325)
!330 = !DILocalVariable(name: "arg", arg: 2, scope: !325, file: !3, line: 43, type: !10)
!331 = !DILocation(line: 43, column: 63, scope: !325)
!332 = !DILocation(line: 45, column: 5, scope: !333)
!333 = distinct !DILexicalBlock(scope: !325, file: !3, line: 44, column: 7)
!334 = !DILocation(line: 45, column: 7, scope: !333)
!335 = !DILocation(line: 46, column: 3, scope: !333)
!336 = !DILocation(line: 52, column: 1, scope: !333)
!337 = !DILocalVariable(name: "v", scope: !325, file: !3, line: 46, type: !6)
!338 = !DILocation(line: 46, column: 14, scope: !325)
!339 = !DILocation(line: 50, column: 3, scope: !340)
!340 = distinct !DILexicalBlock(scope: !325, file: !3, line: 48, column: 17)
!341 = !DILocation(line: 47, column: 17, scope: !342)
!342 = distinct !DILexicalBlock(scope: !325, file: !3, line: 46, column: 17)
!343 = !DILocation(line: 47, column: 5, scope: !342)
!344 = !DILocation(line: 48, column: 3, scope: !342)
!345 = !DILocation(line: 49, column: 5, scope: !340)
!346 = !DILocation(line: 51, column: 3, scope: !325)
!347 = !DILocation(line: 52, column: 1, scope: !325)
!348 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !296, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!349 = !DILocalVariable(name: "x", arg: 1, scope: !348, file: !3, line: 55, type: !10)
!350 = !DILocation(line: 55, column: 28, scope: !348)
!351 = !DILocation(line: 55, column: 33, scope: !348)
!352 = !DILocation(line: 55, column: 50, scope: !348)
!353 = !DILocation(line: 55, column: 52, scope: !348)
!354 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !293, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !355, retainedNodes: !56)
!355 = !{!356}
!356 = !DITemplateTypeParameter(name: "T", type: !10)
!357 = !DILocalVariable(name: "f", arg: 1, scope: !354, file: !3, line: 43, type: !295)
!358 = !DILocation(line: 43, column: 50, scope: !354)
!359 = !DILocalVariable(name: "arg", arg: 2, scope: !354, file: !3, line: 43, type: !10)
!360 = !DILocation(line: 43, column: 63, scope: !354)
!361 = !DILocation(line: 45, column: 5, scope: !362)
!362 = distinct !DILexicalBlock(scope: !354, file: !3, line: 44, column: 7)
!363 = !DILocation(line: 45, column: 7, scope: !362)
!364 = !DILocation(line: 46, column: 3, scope: !362)
!365 = !DILocation(line: 52, column: 1, scope: !362)
!366 = !DILocalVariable(name: "v", scope: !354, file: !3, line: 46, type: !10)
!367 = !DILocation(line: 46, column: 14, scope: !354)
!368 = !DILocation(line: 50, column: 3, scope: !369)
!369 = distinct !DILexicalBlock(scope: !354, file: !3, line: 48, column: 17)
!370 = !DILocation(line: 47, column: 17, scope: !371)
!371 = distinct !DILexicalBlock(scope: !354, file: !3, line: 46, column: 17)
!372 = !DILocation(line: 47, column: 5, scope: !371)
!373 = !DILocation(line: 48, column: 3, scope: !371)
!374 = !DILocation(line: 49, column: 5, scope: !369)
!375 = !DILocation(line: 51, column: 3, scope: !354)
!376 = !DILocation(line: 52, column: 1, scope: !354)
!377 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !173, file: !3, line: 112, type: !378, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !382, retainedNodes: !56)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !380, !10}
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!381 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!382 = !DISubprogram(name: "operator()", scope: !173, file: !3, line: 112, type: !383, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!383 = !DISubroutineType(types: !384)
!384 = !{!385, !380, !10}
!385 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!386 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 32)
!388 = !DILocation(line: 0, scope: !377)
!389 = !DILocalVariable(name: "k", arg: 2, scope: !377, file: !3, line: 112, type: !10)
!390 = !DILocation(line: 112, column: 28, scope: !377)
!391 = !DILocation(line: 113, column: 9, scope: !392)
!392 = distinct !DILexicalBlock(scope: !377, file: !3, line: 113, column: 9)
!393 = !DILocation(line: 113, column: 11, scope: !392)
!394 = !DILocation(line: 113, column: 9, scope: !377)
!395 = !DILocation(line: 113, column: 16, scope: !392)
!396 = !DILocation(line: 113, column: 30, scope: !392)
!397 = !DILocation(line: 113, column: 32, scope: !392)
!398 = !DILocation(line: 113, column: 22, scope: !392)
!399 = !DILocation(line: 115, column: 3, scope: !392)
!400 = !DILocation(line: 114, column: 11, scope: !377)
!401 = !DILocation(line: 114, column: 5, scope: !377)
!402 = !DILocation(line: 114, column: 8, scope: !377)
!403 = !DILocation(line: 115, column: 3, scope: !377)
!404 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !266, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!405 = !DILocalVariable(name: "depth", arg: 1, scope: !404, file: !3, line: 63, type: !10)
!406 = !DILocation(line: 63, column: 24, scope: !404)
!407 = !DILocalVariable(name: "s1", scope: !404, file: !3, line: 64, type: !20)
!408 = !DILocation(line: 64, column: 9, scope: !404)
!409 = !DILocalVariable(name: "s2", scope: !410, file: !3, line: 66, type: !20)
!410 = distinct !DILexicalBlock(scope: !404, file: !3, line: 65, column: 7)
!411 = !DILocation(line: 66, column: 11, scope: !410)
!412 = !DILocalVariable(name: "s3", scope: !413, file: !3, line: 68, type: !20)
!413 = distinct !DILexicalBlock(scope: !410, file: !3, line: 67, column: 9)
!414 = !DILocation(line: 68, column: 13, scope: !413)
!415 = !DILocation(line: 69, column: 11, scope: !416)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 69, column: 11)
!417 = !DILocation(line: 69, column: 17, scope: !416)
!418 = !DILocation(line: 69, column: 11, scope: !413)
!419 = !DILocation(line: 69, column: 22, scope: !416)
!420 = !DILocation(line: 69, column: 28, scope: !416)
!421 = !DILocation(line: 79, column: 1, scope: !410)
!422 = !DILocation(line: 79, column: 1, scope: !413)
!423 = !DILocation(line: 79, column: 1, scope: !416)
!424 = !DILocation(line: 70, column: 5, scope: !410)
!425 = !DILocation(line: 70, column: 5, scope: !413)
!426 = !DILocalVariable(name: "d", scope: !410, file: !3, line: 70, type: !10)
!427 = !DILocation(line: 70, column: 18, scope: !410)
!428 = !DILocalVariable(name: "s4", scope: !429, file: !3, line: 71, type: !20)
!429 = distinct !DILexicalBlock(scope: !410, file: !3, line: 70, column: 21)
!430 = !DILocation(line: 71, column: 13, scope: !429)
!431 = !DILocation(line: 72, column: 11, scope: !432)
!432 = distinct !DILexicalBlock(scope: !429, file: !3, line: 72, column: 11)
!433 = !DILocation(line: 72, column: 13, scope: !432)
!434 = !DILocation(line: 72, column: 11, scope: !429)
!435 = !DILocation(line: 72, column: 18, scope: !432)
!436 = !DILocation(line: 72, column: 24, scope: !432)
!437 = !DILocation(line: 72, column: 26, scope: !432)
!438 = !DILocation(line: 79, column: 1, scope: !429)
!439 = !DILocation(line: 79, column: 1, scope: !432)
!440 = !DILocation(line: 74, column: 5, scope: !410)
!441 = !DILocation(line: 73, column: 14, scope: !429)
!442 = !DILocation(line: 73, column: 7, scope: !429)
!443 = !DILocation(line: 74, column: 5, scope: !429)
!444 = !DILocation(line: 75, column: 3, scope: !404)
!445 = !DILocation(line: 75, column: 3, scope: !410)
!446 = !DILocalVariable(name: "d", scope: !404, file: !3, line: 75, type: !10)
!447 = !DILocation(line: 75, column: 16, scope: !404)
!448 = !DILocation(line: 76, column: 12, scope: !449)
!449 = distinct !DILexicalBlock(scope: !404, file: !3, line: 75, column: 19)
!450 = !DILocation(line: 76, column: 14, scope: !449)
!451 = !DILocation(line: 76, column: 5, scope: !449)
!452 = !DILocation(line: 77, column: 3, scope: !449)
!453 = !DILocation(line: 78, column: 3, scope: !404)
!454 = !DILocation(line: 79, column: 1, scope: !404)
!455 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !56)
!456 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!458 = !DILocation(line: 0, scope: !455)
!459 = !DILocalVariable(name: "n", arg: 2, scope: !455, file: !3, line: 59, type: !23)
!460 = !DILocation(line: 59, column: 21, scope: !455)
!461 = !DILocation(line: 59, column: 26, scope: !455)
!462 = !DILocation(line: 59, column: 31, scope: !455)
!463 = !DILocation(line: 59, column: 35, scope: !455)
!464 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !56)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !464, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !464)
!467 = !DILocation(line: 60, column: 37, scope: !468)
!468 = distinct !DILexicalBlock(scope: !464, file: !3, line: 60, column: 12)
!469 = !DILocation(line: 60, column: 14, scope: !468)
!470 = !DILocation(line: 60, column: 44, scope: !464)
