; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #0 !dbg !54 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !60, metadata !DIExpression()), !dbg !61
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !62
  %4 = add nsw i32 %3, 1, !dbg !62
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !62
  %5 = load i32, i32* %2, align 4, !dbg !63
  %6 = call i8* @malloc(i32 noundef %5), !dbg !64
  ret i8* %6, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_Znaj(i32 noundef %0) #0 !dbg !66 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !67, metadata !DIExpression()), !dbg !68
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !69
  %4 = add nsw i32 %3, 1, !dbg !69
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !69
  %5 = load i32, i32* %2, align 4, !dbg !70
  %6 = call i8* @malloc(i32 noundef %5), !dbg !71
  ret i8* %6, !dbg !72
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !73 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !76, metadata !DIExpression()), !dbg !77
  %5 = load i8*, i8** %2, align 4, !dbg !78
  %6 = icmp ne i8* %5, null, !dbg !78
  br i1 %6, label %7, label %10, !dbg !80

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !81
  %9 = add nsw i32 %8, 1, !dbg !81
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !81
  br label %10, !dbg !81

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !82
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !83

12:                                               ; preds = %10
  ret void, !dbg !84

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !84
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !84
  store i8* %15, i8** %3, align 4, !dbg !84
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !84
  store i32 %16, i32* %4, align 4, !dbg !84
  br label %17, !dbg !84

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !84
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !84
  unreachable, !dbg !84
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !85 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !86, metadata !DIExpression()), !dbg !87
  %5 = load i8*, i8** %2, align 4, !dbg !88
  %6 = icmp ne i8* %5, null, !dbg !88
  br i1 %6, label %7, label %10, !dbg !90

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !91
  %9 = add nsw i32 %8, 1, !dbg !91
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !91
  br label %10, !dbg !91

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !92
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !93

12:                                               ; preds = %10
  ret void, !dbg !94

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !94
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !94
  store i8* %15, i8** %3, align 4, !dbg !94
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !94
  store i32 %16, i32* %4, align 4, !dbg !94
  br label %17, !dbg !94

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !94
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !94
  unreachable, !dbg !94
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !95 {
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
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !98, metadata !DIExpression()), !dbg !101
  %15 = invoke noalias noundef nonnull i8* @_Znwj(i32 noundef 4) #12
          to label %16 unwind label %25, !dbg !102, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !102
  %18 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %19 unwind label %29, !dbg !103

19:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 4, !dbg !101
  %20 = load %struct.Fragile*, %struct.Fragile** %2, align 4, !dbg !104
  %21 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %20, i32 0, i32 0, !dbg !105
  %22 = load i32, i32* %21, align 4, !dbg !105
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %22)
          to label %24 unwind label %25, !dbg !106

24:                                               ; preds = %19
  br label %45, !dbg !107

25:                                               ; preds = %19, %0
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !108
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !108
  store i8* %27, i8** %3, align 4, !dbg !108
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !108
  store i32 %28, i32* %4, align 4, !dbg !108
  br label %33, !dbg !108

29:                                               ; preds = %16
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !108
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !108
  store i8* %31, i8** %3, align 4, !dbg !108
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !108
  store i32 %32, i32* %4, align 4, !dbg !108
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !102
  br label %33, !dbg !102

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %4, align 4, !dbg !107
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !107
  %36 = icmp eq i32 %34, %35, !dbg !107
  br i1 %36, label %37, label %210, !dbg !107

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i8** %5, metadata !109, metadata !DIExpression()), !dbg !110
  %38 = load i8*, i8** %3, align 4, !dbg !107
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !107
  store i8* %39, i8** %5, align 4, !dbg !107
  %40 = load i8*, i8** %5, align 4, !dbg !111
  %41 = load i32, i32* @_ZL6allocs, align 4, !dbg !113
  %42 = load i32, i32* @_ZL5frees, align 4, !dbg !114
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %40, i32 noundef %41, i32 noundef %42)
          to label %44 unwind label %77, !dbg !115

44:                                               ; preds = %37
  call void @__cxa_end_catch() #14, !dbg !116
  br label %45, !dbg !116

45:                                               ; preds = %44, %24
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !118, metadata !DIExpression()), !dbg !120
  %46 = invoke noalias noundef nonnull i8* @_Znaj(i32 noundef 28) #12
          to label %47 unwind label %81, !dbg !121, !heapallocsite !7

47:                                               ; preds = %45
  %48 = bitcast i8* %46 to i32*, !dbg !121
  store i32 4, i32* %48, align 4, !dbg !121
  %49 = getelementptr inbounds i32, i32* %48, i32 1, !dbg !121
  store i32 5, i32* %49, align 4, !dbg !121
  %50 = getelementptr inbounds i8, i8* %46, i32 8, !dbg !121
  %51 = bitcast i8* %50 to %struct.Fragile*, !dbg !121
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %51, i32 5, !dbg !121
  br label %53, !dbg !121

53:                                               ; preds = %56, %47
  %54 = phi %struct.Fragile* [ %51, %47 ], [ %57, %56 ], !dbg !121
  %55 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %54)
          to label %56 unwind label %85, !dbg !121

56:                                               ; preds = %53
  %57 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %54, i32 1, !dbg !121
  %58 = icmp eq %struct.Fragile* %57, %52, !dbg !121
  br i1 %58, label %59, label %53, !dbg !121

59:                                               ; preds = %56
  store %struct.Fragile* %51, %struct.Fragile** %6, align 4, !dbg !120
  %60 = load %struct.Fragile*, %struct.Fragile** %6, align 4, !dbg !122
  %61 = icmp eq %struct.Fragile* %60, null, !dbg !123
  br i1 %61, label %76, label %62, !dbg !123

62:                                               ; preds = %59
  %63 = bitcast %struct.Fragile* %60 to i8*, !dbg !123
  %64 = getelementptr inbounds i8, i8* %63, i32 -8, !dbg !123
  %65 = getelementptr inbounds i8, i8* %64, i32 4, !dbg !123
  %66 = bitcast i8* %65 to i32*, !dbg !123
  %67 = load i32, i32* %66, align 4, !dbg !123
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %60, i32 %67, !dbg !123
  %69 = icmp eq %struct.Fragile* %60, %68, !dbg !123
  br i1 %69, label %75, label %70, !dbg !123

70:                                               ; preds = %70, %62
  %71 = phi %struct.Fragile* [ %68, %62 ], [ %72, %70 ], !dbg !123
  %72 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %71, i32 -1, !dbg !123
  %73 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %72) #14, !dbg !123
  %74 = icmp eq %struct.Fragile* %72, %60, !dbg !123
  br i1 %74, label %75, label %70, !dbg !123

75:                                               ; preds = %70, %62
  call void @_ZdaPv(i8* noundef %64) #13, !dbg !123
  br label %76, !dbg !123

76:                                               ; preds = %75, %59
  br label %111, !dbg !124

77:                                               ; preds = %37
  %78 = landingpad { i8*, i32 }
          cleanup, !dbg !125
  %79 = extractvalue { i8*, i32 } %78, 0, !dbg !125
  store i8* %79, i8** %3, align 4, !dbg !125
  %80 = extractvalue { i8*, i32 } %78, 1, !dbg !125
  store i32 %80, i32* %4, align 4, !dbg !125
  call void @__cxa_end_catch() #14, !dbg !116
  br label %210, !dbg !116

81:                                               ; preds = %45
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !126
  %83 = extractvalue { i8*, i32 } %82, 0, !dbg !126
  store i8* %83, i8** %3, align 4, !dbg !126
  %84 = extractvalue { i8*, i32 } %82, 1, !dbg !126
  store i32 %84, i32* %4, align 4, !dbg !126
  br label %96, !dbg !126

85:                                               ; preds = %53
  %86 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !126
  %87 = extractvalue { i8*, i32 } %86, 0, !dbg !126
  store i8* %87, i8** %3, align 4, !dbg !126
  %88 = extractvalue { i8*, i32 } %86, 1, !dbg !126
  store i32 %88, i32* %4, align 4, !dbg !126
  %89 = icmp eq %struct.Fragile* %51, %54, !dbg !121
  br i1 %89, label %95, label %90, !dbg !121

90:                                               ; preds = %90, %85
  %91 = phi %struct.Fragile* [ %54, %85 ], [ %92, %90 ], !dbg !121
  %92 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %91, i32 -1, !dbg !121
  %93 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %92) #14, !dbg !121
  %94 = icmp eq %struct.Fragile* %92, %51, !dbg !121
  br i1 %94, label %95, label %90, !dbg !121

95:                                               ; preds = %90, %85
  call void @_ZdaPv(i8* noundef %46) #13, !dbg !121
  br label %96, !dbg !121

96:                                               ; preds = %95, %81
  %97 = load i32, i32* %4, align 4, !dbg !124
  %98 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !124
  %99 = icmp eq i32 %97, %98, !dbg !124
  br i1 %99, label %100, label %210, !dbg !124

100:                                              ; preds = %96
  call void @llvm.dbg.declare(metadata i32* %7, metadata !127, metadata !DIExpression()), !dbg !128
  %101 = load i8*, i8** %3, align 4, !dbg !124
  %102 = call i8* @__cxa_begin_catch(i8* %101) #14, !dbg !124
  %103 = bitcast i8* %102 to i32*, !dbg !124
  %104 = load i32, i32* %103, align 4, !dbg !124
  store i32 %104, i32* %7, align 4, !dbg !124
  %105 = load i32, i32* %7, align 4, !dbg !129
  %106 = load i32, i32* @_ZL5ctors, align 4, !dbg !131
  %107 = load i32, i32* @_ZL5dtors, align 4, !dbg !132
  %108 = load i32, i32* @_ZL5frees, align 4, !dbg !133
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108)
          to label %110 unwind label %121, !dbg !134

110:                                              ; preds = %100
  call void @__cxa_end_catch() #14, !dbg !135
  br label %111, !dbg !135

111:                                              ; preds = %110, %76
  call void @llvm.dbg.declare(metadata i32* %8, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %8, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %9, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %9, align 4, !dbg !140
  br label %112, !dbg !141

112:                                              ; preds = %142, %111
  %113 = load i32, i32* %9, align 4, !dbg !142
  %114 = icmp slt i32 %113, 5, !dbg !144
  br i1 %114, label %115, label %149, !dbg !145

115:                                              ; preds = %112
  %116 = load i32, i32* %9, align 4, !dbg !146
  %117 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %116)
          to label %118 unwind label %125, !dbg !149

118:                                              ; preds = %115
  %119 = load i32, i32* %8, align 4, !dbg !150
  %120 = add nsw i32 %119, %117, !dbg !150
  store i32 %120, i32* %8, align 4, !dbg !150
  br label %141, !dbg !151

121:                                              ; preds = %100
  %122 = landingpad { i8*, i32 }
          cleanup, !dbg !152
  %123 = extractvalue { i8*, i32 } %122, 0, !dbg !152
  store i8* %123, i8** %3, align 4, !dbg !152
  %124 = extractvalue { i8*, i32 } %122, 1, !dbg !152
  store i32 %124, i32* %4, align 4, !dbg !152
  call void @__cxa_end_catch() #14, !dbg !135
  br label %210, !dbg !135

125:                                              ; preds = %115
  %126 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !153
  %127 = extractvalue { i8*, i32 } %126, 0, !dbg !153
  store i8* %127, i8** %3, align 4, !dbg !153
  %128 = extractvalue { i8*, i32 } %126, 1, !dbg !153
  store i32 %128, i32* %4, align 4, !dbg !153
  br label %129, !dbg !153

129:                                              ; preds = %125
  %130 = load i32, i32* %4, align 4, !dbg !151
  %131 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !151
  %132 = icmp eq i32 %130, %131, !dbg !151
  br i1 %132, label %133, label %210, !dbg !151

133:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata i32* %10, metadata !154, metadata !DIExpression()), !dbg !155
  %134 = load i8*, i8** %3, align 4, !dbg !151
  %135 = call i8* @__cxa_begin_catch(i8* %134) #14, !dbg !151
  %136 = bitcast i8* %135 to i32*, !dbg !151
  %137 = load i32, i32* %136, align 4, !dbg !151
  store i32 %137, i32* %10, align 4, !dbg !151
  %138 = load i32, i32* %10, align 4, !dbg !156
  %139 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %138)
          to label %140 unwind label %145, !dbg !158

140:                                              ; preds = %133
  call void @__cxa_end_catch() #14, !dbg !159
  br label %141, !dbg !159

141:                                              ; preds = %140, %118
  br label %142, !dbg !160

142:                                              ; preds = %141
  %143 = load i32, i32* %9, align 4, !dbg !161
  %144 = add nsw i32 %143, 1, !dbg !161
  store i32 %144, i32* %9, align 4, !dbg !161
  br label %112, !dbg !162, !llvm.loop !163

145:                                              ; preds = %133
  %146 = landingpad { i8*, i32 }
          cleanup, !dbg !166
  %147 = extractvalue { i8*, i32 } %146, 0, !dbg !166
  store i8* %147, i8** %3, align 4, !dbg !166
  %148 = extractvalue { i8*, i32 } %146, 1, !dbg !166
  store i32 %148, i32* %4, align 4, !dbg !166
  call void @__cxa_end_catch() #14, !dbg !159
  br label %210, !dbg !159

149:                                              ; preds = %112
  %150 = load i32, i32* %8, align 4, !dbg !167
  %151 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !168
  %152 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !169
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %150, i32 noundef %151, i32 noundef %152), !dbg !170
  %154 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !171
  %155 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !172
  %156 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !173
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !174
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !175, metadata !DIExpression()), !dbg !180
  %158 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !181
  store i32* %8, i32** %158, align 4, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %12, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %12, align 4, !dbg !184
  br label %159, !dbg !185

159:                                              ; preds = %183, %149
  %160 = load i32, i32* %12, align 4, !dbg !186
  %161 = icmp slt i32 %160, 4, !dbg !188
  br i1 %161, label %162, label %191, !dbg !189

162:                                              ; preds = %159
  %163 = load i32, i32* %12, align 4, !dbg !190
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %163)
          to label %164 unwind label %165, !dbg !193

164:                                              ; preds = %162
  br label %182, !dbg !194

165:                                              ; preds = %162
  %166 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !195
  %167 = extractvalue { i8*, i32 } %166, 0, !dbg !195
  store i8* %167, i8** %3, align 4, !dbg !195
  %168 = extractvalue { i8*, i32 } %166, 1, !dbg !195
  store i32 %168, i32* %4, align 4, !dbg !195
  br label %169, !dbg !195

169:                                              ; preds = %165
  %170 = load i32, i32* %4, align 4, !dbg !194
  %171 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !194
  %172 = icmp eq i32 %170, %171, !dbg !194
  br i1 %172, label %173, label %210, !dbg !194

173:                                              ; preds = %169
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !196, metadata !DIExpression()), !dbg !198
  %174 = load i8*, i8** %3, align 4, !dbg !194
  %175 = call i8* @__cxa_begin_catch(i8* %174) #14, !dbg !194
  %176 = bitcast i8* %175 to %struct.Fragile*, !dbg !194
  store %struct.Fragile* %176, %struct.Fragile** %13, align 4, !dbg !194
  %177 = load %struct.Fragile*, %struct.Fragile** %13, align 4, !dbg !199
  %178 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %177, i32 0, i32 0, !dbg !201
  %179 = load i32, i32* %178, align 4, !dbg !201
  %180 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %179)
          to label %181 unwind label %186, !dbg !202

181:                                              ; preds = %173
  call void @__cxa_end_catch(), !dbg !203
  br label %182, !dbg !203

182:                                              ; preds = %181, %164
  br label %183, !dbg !204

183:                                              ; preds = %182
  %184 = load i32, i32* %12, align 4, !dbg !205
  %185 = add nsw i32 %184, 1, !dbg !205
  store i32 %185, i32* %12, align 4, !dbg !205
  br label %159, !dbg !206, !llvm.loop !207

186:                                              ; preds = %173
  %187 = landingpad { i8*, i32 }
          cleanup, !dbg !209
  %188 = extractvalue { i8*, i32 } %187, 0, !dbg !209
  store i8* %188, i8** %3, align 4, !dbg !209
  %189 = extractvalue { i8*, i32 } %187, 1, !dbg !209
  store i32 %189, i32* %4, align 4, !dbg !209
  invoke void @__cxa_end_catch()
          to label %190 unwind label %215, !dbg !203

190:                                              ; preds = %186
  br label %210, !dbg !203

191:                                              ; preds = %159
  call void @llvm.dbg.declare(metadata i32* %14, metadata !210, metadata !DIExpression()), !dbg !212
  store i32 0, i32* %14, align 4, !dbg !212
  br label %192, !dbg !213

192:                                              ; preds = %200, %191
  %193 = load i32, i32* %14, align 4, !dbg !214
  %194 = icmp slt i32 %193, 3, !dbg !216
  br i1 %194, label %195, label %203, !dbg !217

195:                                              ; preds = %192
  %196 = load i32, i32* %14, align 4, !dbg !218
  %197 = load i32, i32* %14, align 4, !dbg !219
  %198 = call noundef i32 @_ZL7layeredi(i32 noundef %197), !dbg !220
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %196, i32 noundef %198), !dbg !221
  br label %200, !dbg !221

200:                                              ; preds = %195
  %201 = load i32, i32* %14, align 4, !dbg !222
  %202 = add nsw i32 %201, 1, !dbg !222
  store i32 %202, i32* %14, align 4, !dbg !222
  br label %192, !dbg !223, !llvm.loop !224

203:                                              ; preds = %192
  %204 = load i32, i32* @_ZL6allocs, align 4, !dbg !226
  %205 = load i32, i32* @_ZL5frees, align 4, !dbg !227
  %206 = load i32, i32* @_ZL5ctors, align 4, !dbg !228
  %207 = load i32, i32* @_ZL5dtors, align 4, !dbg !229
  %208 = load i32, i32* %8, align 4, !dbg !230
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %204, i32 noundef %205, i32 noundef %206, i32 noundef %207, i32 noundef %208), !dbg !231
  ret i32 0, !dbg !232

210:                                              ; preds = %190, %169, %145, %129, %121, %96, %77, %33
  %211 = load i8*, i8** %3, align 4, !dbg !107
  %212 = load i32, i32* %4, align 4, !dbg !107
  %213 = insertvalue { i8*, i32 } undef, i8* %211, 0, !dbg !107
  %214 = insertvalue { i8*, i32 } %213, i32 %212, 1, !dbg !107
  resume { i8*, i32 } %214, !dbg !107

215:                                              ; preds = %186
  %216 = landingpad { i8*, i32 }
          catch i8* null, !dbg !203
  %217 = extractvalue { i8*, i32 } %216, 0, !dbg !203
  call void @__clang_call_terminate(i8* %217) #15, !dbg !203
  unreachable, !dbg !203
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !233 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !236, metadata !DIExpression()), !dbg !237
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !238
  %7 = load i32, i32* %4, align 4, !dbg !239
  store i32 %7, i32* %6, align 4, !dbg !238
  %8 = load i32, i32* %4, align 4, !dbg !240
  %9 = icmp eq i32 %8, 13, !dbg !243
  br i1 %9, label %10, label %13, !dbg !244

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !245
  %12 = bitcast i8* %11 to i8**, !dbg !245
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 8, !dbg !245
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !245
  unreachable, !dbg !245

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !246
  %15 = add nsw i32 %14, 1, !dbg !246
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !246
  ret %struct.Fragile* %5, !dbg !247
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !248 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !249, metadata !DIExpression()), !dbg !250
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !251
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !252
  store i32 %5, i32* %4, align 4, !dbg !251
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !253
  %7 = add nsw i32 %6, -1, !dbg !253
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !253
  %8 = icmp slt i32 %7, 0, !dbg !256
  br i1 %8, label %9, label %13, !dbg !257

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !258
  %11 = bitcast i8* %10 to i32*, !dbg !258
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !259
  store i32 %12, i32* %11, align 8, !dbg !258
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !258
  unreachable, !dbg !258

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !260
  %15 = add nsw i32 %14, 1, !dbg !260
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !260
  ret %struct.Fragile* %3, !dbg !261
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !262 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !263, metadata !DIExpression()), !dbg !264
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !265
  %5 = add nsw i32 %4, 1, !dbg !265
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !265
  ret %struct.Fragile* %3, !dbg !267
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !268 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !271, metadata !DIExpression()), !dbg !272
  %5 = load i32, i32* %2, align 4, !dbg !273
  %6 = icmp sgt i32 %5, 2, !dbg !275
  br i1 %6, label %7, label %21, !dbg !276

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !277
  %9 = bitcast i8* %8 to i32*, !dbg !277
  %10 = load i32, i32* %2, align 4, !dbg !278
  %11 = mul nsw i32 %10, 2, !dbg !279
  store i32 %11, i32* %9, align 8, !dbg !277
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !277

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !280
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !280
  store i8* %14, i8** %3, align 4, !dbg !280
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !280
  store i32 %15, i32* %4, align 4, !dbg !280
  br label %16, !dbg !280

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !281
  %18 = icmp slt i32 %17, 0, !dbg !281
  br i1 %18, label %19, label %23, !dbg !281

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 4, !dbg !281
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !281
  unreachable, !dbg !281

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !282
  ret i32 %22, !dbg !281

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 4, !dbg !281
  %25 = load i32, i32* %4, align 4, !dbg !281
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !281
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !281
  resume { i8*, i32 } %27, !dbg !281

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !283 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !284, metadata !DIExpression()), !dbg !285
  %3 = load i32, i32* %2, align 4, !dbg !286
  %4 = add nsw i32 %3, 1, !dbg !287
  ret i32 %4, !dbg !288
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !289 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !290, metadata !DIExpression()), !dbg !291
  %3 = load i32, i32* %2, align 4, !dbg !292
  %4 = sub nsw i32 %3, 1, !dbg !293
  ret i32 %4, !dbg !294
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !295 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !303, metadata !DIExpression()), !dbg !304
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !305, metadata !DIExpression()), !dbg !306
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !307
  %10 = load i32, i32* %5, align 4, !dbg !309
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !307

11:                                               ; preds = %2
  br label %30, !dbg !310

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !311
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !311
  store i8* %14, i8** %6, align 4, !dbg !311
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !311
  store i32 %15, i32* %7, align 4, !dbg !311
  br label %16, !dbg !311

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !310
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !310
  %19 = icmp eq i32 %17, %18, !dbg !310
  br i1 %19, label %20, label %27, !dbg !310

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !312, metadata !DIExpression()), !dbg !313
  %21 = load i8*, i8** %6, align 4, !dbg !314
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !314
  %23 = bitcast i8* %22 to i16*, !dbg !314
  %24 = load i16, i16* %23, align 2, !dbg !314
  store i16 %24, i16* %8, align 2, !dbg !314
  %25 = load i16, i16* %8, align 2, !dbg !316
  %26 = sext i16 %25 to i32, !dbg !316
  store i32 %26, i32* %3, align 4, !dbg !318
  call void @__cxa_end_catch() #14, !dbg !319
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !310
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !310
  store i32 -1, i32* %3, align 4, !dbg !320
  call void @__cxa_end_catch(), !dbg !314
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !321
  br label %31, !dbg !321

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !322
  ret i32 %32, !dbg !322
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !323 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !324, metadata !DIExpression()), !dbg !325
  %3 = call i8* @__cxa_allocate_exception(i32 2) #14, !dbg !326
  %4 = bitcast i8* %3 to i16*, !dbg !326
  %5 = load i32, i32* %2, align 4, !dbg !327
  %6 = trunc i32 %5 to i16, !dbg !327
  store i16 %6, i16* %4, align 8, !dbg !326
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !326
  unreachable, !dbg !326
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !328 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !331, metadata !DIExpression()), !dbg !332
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !333, metadata !DIExpression()), !dbg !334
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !335
  %10 = load i32, i32* %5, align 4, !dbg !337
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !335

11:                                               ; preds = %2
  br label %30, !dbg !338

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !339
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !339
  store i8* %14, i8** %6, align 4, !dbg !339
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !339
  store i32 %15, i32* %7, align 4, !dbg !339
  br label %16, !dbg !339

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !338
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !338
  %19 = icmp eq i32 %17, %18, !dbg !338
  br i1 %19, label %20, label %27, !dbg !338

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !340, metadata !DIExpression()), !dbg !341
  %21 = load i8*, i8** %6, align 4, !dbg !342
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !342
  %23 = bitcast i8* %22 to i64*, !dbg !342
  %24 = load i64, i64* %23, align 8, !dbg !342
  store i64 %24, i64* %8, align 8, !dbg !342
  %25 = load i64, i64* %8, align 8, !dbg !344
  %26 = trunc i64 %25 to i32, !dbg !344
  store i32 %26, i32* %3, align 4, !dbg !346
  call void @__cxa_end_catch() #14, !dbg !347
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !338
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !338
  store i32 -1, i32* %3, align 4, !dbg !348
  call void @__cxa_end_catch(), !dbg !342
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !349
  br label %31, !dbg !349

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !350
  ret i32 %32, !dbg !350
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !351 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !352, metadata !DIExpression()), !dbg !353
  %3 = call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !354
  %4 = bitcast i8* %3 to i64*, !dbg !354
  %5 = load i32, i32* %2, align 4, !dbg !355
  %6 = sext i32 %5 to i64, !dbg !355
  %7 = mul nsw i64 %6, 1000, !dbg !356
  store i64 %7, i64* %4, align 8, !dbg !354
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !354
  unreachable, !dbg !354
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !357 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !360, metadata !DIExpression()), !dbg !361
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !362, metadata !DIExpression()), !dbg !363
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !364
  %10 = load i32, i32* %5, align 4, !dbg !366
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !364

11:                                               ; preds = %2
  br label %29, !dbg !367

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !368
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !368
  store i8* %14, i8** %6, align 4, !dbg !368
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !368
  store i32 %15, i32* %7, align 4, !dbg !368
  br label %16, !dbg !368

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !367
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !367
  %19 = icmp eq i32 %17, %18, !dbg !367
  br i1 %19, label %20, label %26, !dbg !367

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !369, metadata !DIExpression()), !dbg !370
  %21 = load i8*, i8** %6, align 4, !dbg !371
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !371
  %23 = bitcast i8* %22 to i32*, !dbg !371
  %24 = load i32, i32* %23, align 4, !dbg !371
  store i32 %24, i32* %8, align 4, !dbg !371
  %25 = load i32, i32* %8, align 4, !dbg !373
  store i32 %25, i32* %3, align 4, !dbg !375
  call void @__cxa_end_catch() #14, !dbg !376
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 4, !dbg !367
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !367
  store i32 -1, i32* %3, align 4, !dbg !377
  call void @__cxa_end_catch(), !dbg !371
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !378
  br label %30, !dbg !378

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !379
  ret i32 %31, !dbg !379
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !380 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !389, metadata !DIExpression()), !dbg !391
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !392, metadata !DIExpression()), !dbg !393
  %7 = load %class.anon*, %class.anon** %3, align 4
  %8 = load i32, i32* %4, align 4, !dbg !394
  %9 = and i32 %8, 1, !dbg !396
  %10 = icmp ne i32 %9, 0, !dbg !394
  br i1 %10, label %11, label %22, !dbg !397

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !398
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !398
  %14 = load i32, i32* %4, align 4, !dbg !399
  %15 = mul nsw i32 %14, 3, !dbg !400
  %16 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %17 unwind label %18, !dbg !401

17:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11, !dbg !398
  unreachable, !dbg !398

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !402
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !402
  store i8* %20, i8** %5, align 4, !dbg !402
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !402
  store i32 %21, i32* %6, align 4, !dbg !402
  call void @__cxa_free_exception(i8* %12) #14, !dbg !398
  br label %28, !dbg !398

22:                                               ; preds = %2
  %23 = load i32, i32* %4, align 4, !dbg !403
  %24 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !404
  %25 = load i32*, i32** %24, align 4, !dbg !404
  %26 = load i32, i32* %25, align 4, !dbg !405
  %27 = add nsw i32 %26, %23, !dbg !405
  store i32 %27, i32* %25, align 4, !dbg !405
  ret void, !dbg !406

28:                                               ; preds = %18
  %29 = load i8*, i8** %5, align 4, !dbg !398
  %30 = load i32, i32* %6, align 4, !dbg !398
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0, !dbg !398
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1, !dbg !398
  resume { i8*, i32 } %32, !dbg !398
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !407 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !408, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !410, metadata !DIExpression()), !dbg !411
  %13 = call noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)), !dbg !411
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !412, metadata !DIExpression()), !dbg !414
  %14 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %15 unwind label %24, !dbg !414

15:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !415, metadata !DIExpression()), !dbg !417
  %16 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %17 unwind label %28, !dbg !417

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4, !dbg !418
  %19 = icmp sgt i32 %18, 0, !dbg !420
  br i1 %19, label %20, label %55, !dbg !421

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !422
  %22 = bitcast i8* %21 to i32*, !dbg !422
  %23 = load i32, i32* %3, align 4, !dbg !423
  store i32 %23, i32* %22, align 8, !dbg !422
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %99 unwind label %32, !dbg !422

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !424
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !424
  store i8* %26, i8** %6, align 4, !dbg !424
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !424
  store i32 %27, i32* %7, align 4, !dbg !424
  br label %77, !dbg !424

28:                                               ; preds = %15
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !425
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !425
  store i8* %30, i8** %6, align 4, !dbg !425
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !425
  store i32 %31, i32* %7, align 4, !dbg !425
  br label %37, !dbg !425

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !426
  %34 = extractvalue { i8*, i32 } %33, 0, !dbg !426
  store i8* %34, i8** %6, align 4, !dbg !426
  %35 = extractvalue { i8*, i32 } %33, 1, !dbg !426
  store i32 %35, i32* %7, align 4, !dbg !426
  %36 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !427
  br label %37, !dbg !427

37:                                               ; preds = %32, %28
  %38 = load i32, i32* %7, align 4, !dbg !428
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !428
  %40 = icmp eq i32 %38, %39, !dbg !428
  br i1 %40, label %41, label %75, !dbg !428

41:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !429, metadata !DIExpression()), !dbg !430
  %42 = load i8*, i8** %6, align 4, !dbg !428
  %43 = call i8* @__cxa_begin_catch(i8* %42) #14, !dbg !428
  %44 = bitcast i8* %43 to i32*, !dbg !428
  %45 = load i32, i32* %44, align 4, !dbg !428
  store i32 %45, i32* %9, align 4, !dbg !428
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !431, metadata !DIExpression()), !dbg !433
  %46 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0))
          to label %47 unwind label %57, !dbg !433

47:                                               ; preds = %41
  %48 = load i32, i32* %9, align 4, !dbg !434
  %49 = icmp sgt i32 %48, 1, !dbg !436
  br i1 %49, label %50, label %66, !dbg !437

50:                                               ; preds = %47
  %51 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !438
  %52 = bitcast i8* %51 to i32*, !dbg !438
  %53 = load i32, i32* %9, align 4, !dbg !439
  %54 = add nsw i32 %53, 10, !dbg !440
  store i32 %54, i32* %52, align 8, !dbg !438
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %99 unwind label %61, !dbg !438

55:                                               ; preds = %17
  %56 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !427
  br label %70, !dbg !428

57:                                               ; preds = %41
  %58 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !441
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !441
  store i8* %59, i8** %6, align 4, !dbg !441
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !441
  store i32 %60, i32* %7, align 4, !dbg !441
  br label %69, !dbg !441

61:                                               ; preds = %50
  %62 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !442
  %63 = extractvalue { i8*, i32 } %62, 0, !dbg !442
  store i8* %63, i8** %6, align 4, !dbg !442
  %64 = extractvalue { i8*, i32 } %62, 1, !dbg !442
  store i32 %64, i32* %7, align 4, !dbg !442
  %65 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !443
  br label %69, !dbg !443

66:                                               ; preds = %47
  %67 = load i32, i32* %9, align 4, !dbg !444
  store i32 %67, i32* %2, align 4, !dbg !445
  store i32 1, i32* %11, align 4
  %68 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !443
  call void @__cxa_end_catch() #14, !dbg !446
  br label %71

69:                                               ; preds = %61, %57
  call void @__cxa_end_catch() #14, !dbg !446
  br label %75, !dbg !446

70:                                               ; preds = %55
  store i32 0, i32* %11, align 4, !dbg !447
  br label %71, !dbg !447

71:                                               ; preds = %70, %66
  %72 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !447
  %73 = load i32, i32* %11, align 4
  switch i32 %73, label %89 [
    i32 0, label %74
  ]

74:                                               ; preds = %71
  br label %88, !dbg !448

75:                                               ; preds = %69, %37
  %76 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !447
  br label %77, !dbg !447

77:                                               ; preds = %75, %24
  %78 = load i32, i32* %7, align 4, !dbg !448
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !448
  %80 = icmp eq i32 %78, %79, !dbg !448
  br i1 %80, label %81, label %92, !dbg !448

81:                                               ; preds = %77
  call void @llvm.dbg.declare(metadata i32* %12, metadata !449, metadata !DIExpression()), !dbg !450
  %82 = load i8*, i8** %6, align 4, !dbg !448
  %83 = call i8* @__cxa_begin_catch(i8* %82) #14, !dbg !448
  %84 = bitcast i8* %83 to i32*, !dbg !448
  %85 = load i32, i32* %84, align 4, !dbg !448
  store i32 %85, i32* %12, align 4, !dbg !448
  %86 = load i32, i32* %12, align 4, !dbg !451
  %87 = mul nsw i32 %86, 100, !dbg !453
  store i32 %87, i32* %2, align 4, !dbg !454
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !455
  br label %89

88:                                               ; preds = %74
  store i32 0, i32* %2, align 4, !dbg !456
  store i32 1, i32* %11, align 4
  br label %89, !dbg !456

89:                                               ; preds = %88, %81, %71
  %90 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !457
  %91 = load i32, i32* %2, align 4, !dbg !457
  ret i32 %91, !dbg !457

92:                                               ; preds = %77
  %93 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !457
  br label %94, !dbg !457

94:                                               ; preds = %92
  %95 = load i8*, i8** %6, align 4, !dbg !457
  %96 = load i32, i32* %7, align 4, !dbg !457
  %97 = insertvalue { i8*, i32 } undef, i8* %95, 0, !dbg !457
  %98 = insertvalue { i8*, i32 } %97, i32 %96, 1, !dbg !457
  resume { i8*, i32 } %98, !dbg !457

99:                                               ; preds = %50, %20
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 !dbg !458 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !459, metadata !DIExpression()), !dbg !461
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !462, metadata !DIExpression()), !dbg !463
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !464
  %7 = load i8*, i8** %4, align 4, !dbg !465
  store i8* %7, i8** %6, align 4, !dbg !464
  ret %struct.Scope* %5, !dbg !466
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !467 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !468, metadata !DIExpression()), !dbg !469
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !470
  %5 = load i8*, i8** %4, align 4, !dbg !470
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !472

7:                                                ; preds = %1
  ret %struct.Scope* %3, !dbg !473

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !472
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !472
  call void @__clang_call_terminate(i8* %10) #15, !dbg !472
  unreachable, !dbg !472
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 1, !"min_enum_size", i32 4}
!46 = !{i32 1, !"branch-target-enforcement", i32 0}
!47 = !{i32 1, !"sign-return-address", i32 0}
!48 = !{i32 1, !"sign-return-address-all", i32 0}
!49 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 15, type: !55, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !{}
!60 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 15, type: !58)
!61 = !DILocation(line: 15, column: 34, scope: !54)
!62 = !DILocation(line: 15, column: 39, scope: !54)
!63 = !DILocation(line: 15, column: 63, scope: !54)
!64 = !DILocation(line: 15, column: 56, scope: !54)
!65 = !DILocation(line: 15, column: 49, scope: !54)
!66 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znaj", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!67 = !DILocalVariable(name: "n", arg: 1, scope: !66, file: !3, line: 16, type: !58)
!68 = !DILocation(line: 16, column: 36, scope: !66)
!69 = !DILocation(line: 16, column: 41, scope: !66)
!70 = !DILocation(line: 16, column: 65, scope: !66)
!71 = !DILocation(line: 16, column: 58, scope: !66)
!72 = !DILocation(line: 16, column: 51, scope: !66)
!73 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !74, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !57}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !73, file: !3, line: 17, type: !57)
!77 = !DILocation(line: 17, column: 28, scope: !73)
!78 = !DILocation(line: 17, column: 45, scope: !79)
!79 = distinct !DILexicalBlock(scope: !73, file: !3, line: 17, column: 45)
!80 = !DILocation(line: 17, column: 45, scope: !73)
!81 = !DILocation(line: 17, column: 48, scope: !79)
!82 = !DILocation(line: 17, column: 62, scope: !73)
!83 = !DILocation(line: 17, column: 57, scope: !73)
!84 = !DILocation(line: 17, column: 66, scope: !73)
!85 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !74, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!86 = !DILocalVariable(name: "p", arg: 1, scope: !85, file: !3, line: 18, type: !57)
!87 = !DILocation(line: 18, column: 30, scope: !85)
!88 = !DILocation(line: 18, column: 47, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 18, column: 47)
!90 = !DILocation(line: 18, column: 47, scope: !85)
!91 = !DILocation(line: 18, column: 50, scope: !89)
!92 = !DILocation(line: 18, column: 64, scope: !85)
!93 = !DILocation(line: 18, column: 59, scope: !85)
!94 = !DILocation(line: 18, column: 68, scope: !85)
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !96, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!96 = !DISubroutineType(types: !97)
!97 = !{!10}
!98 = !DILocalVariable(name: "f", scope: !99, file: !3, line: 84, type: !100)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 83, column: 7)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!101 = !DILocation(line: 84, column: 14, scope: !99)
!102 = !DILocation(line: 84, column: 18, scope: !99)
!103 = !DILocation(line: 84, column: 22, scope: !99)
!104 = !DILocation(line: 85, column: 31, scope: !99)
!105 = !DILocation(line: 85, column: 34, scope: !99)
!106 = !DILocation(line: 85, column: 5, scope: !99)
!107 = !DILocation(line: 86, column: 3, scope: !99)
!108 = !DILocation(line: 127, column: 1, scope: !99)
!109 = !DILocalVariable(name: "msg", scope: !95, file: !3, line: 86, type: !23)
!110 = !DILocation(line: 86, column: 24, scope: !95)
!111 = !DILocation(line: 87, column: 46, scope: !112)
!112 = distinct !DILexicalBlock(scope: !95, file: !3, line: 86, column: 29)
!113 = !DILocation(line: 87, column: 51, scope: !112)
!114 = !DILocation(line: 87, column: 59, scope: !112)
!115 = !DILocation(line: 87, column: 5, scope: !112)
!116 = !DILocation(line: 88, column: 3, scope: !112)
!117 = !DILocation(line: 91, column: 19, scope: !95)
!118 = !DILocalVariable(name: "arr", scope: !119, file: !3, line: 93, type: !100)
!119 = distinct !DILexicalBlock(scope: !95, file: !3, line: 92, column: 7)
!120 = !DILocation(line: 93, column: 14, scope: !119)
!121 = !DILocation(line: 93, column: 20, scope: !119)
!122 = !DILocation(line: 94, column: 14, scope: !119)
!123 = !DILocation(line: 94, column: 5, scope: !119)
!124 = !DILocation(line: 95, column: 3, scope: !119)
!125 = !DILocation(line: 127, column: 1, scope: !112)
!126 = !DILocation(line: 127, column: 1, scope: !119)
!127 = !DILocalVariable(name: "b", scope: !95, file: !3, line: 95, type: !10)
!128 = !DILocation(line: 95, column: 16, scope: !95)
!129 = !DILocation(line: 96, column: 70, scope: !130)
!130 = distinct !DILexicalBlock(scope: !95, file: !3, line: 95, column: 19)
!131 = !DILocation(line: 96, column: 73, scope: !130)
!132 = !DILocation(line: 96, column: 80, scope: !130)
!133 = !DILocation(line: 96, column: 87, scope: !130)
!134 = !DILocation(line: 96, column: 5, scope: !130)
!135 = !DILocation(line: 97, column: 3, scope: !130)
!136 = !DILocalVariable(name: "ok", scope: !95, file: !3, line: 99, type: !10)
!137 = !DILocation(line: 99, column: 7, scope: !95)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 100, type: !10)
!139 = distinct !DILexicalBlock(scope: !95, file: !3, line: 100, column: 3)
!140 = !DILocation(line: 100, column: 12, scope: !139)
!141 = !DILocation(line: 100, column: 8, scope: !139)
!142 = !DILocation(line: 100, column: 19, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 100, column: 3)
!144 = !DILocation(line: 100, column: 21, scope: !143)
!145 = !DILocation(line: 100, column: 3, scope: !139)
!146 = !DILocation(line: 102, column: 23, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 101, column: 9)
!148 = distinct !DILexicalBlock(scope: !143, file: !3, line: 100, column: 31)
!149 = !DILocation(line: 102, column: 13, scope: !147)
!150 = !DILocation(line: 102, column: 10, scope: !147)
!151 = !DILocation(line: 103, column: 5, scope: !147)
!152 = !DILocation(line: 127, column: 1, scope: !130)
!153 = !DILocation(line: 127, column: 1, scope: !147)
!154 = !DILocalVariable(name: "e", scope: !148, file: !3, line: 103, type: !10)
!155 = !DILocation(line: 103, column: 18, scope: !148)
!156 = !DILocation(line: 104, column: 33, scope: !157)
!157 = distinct !DILexicalBlock(scope: !148, file: !3, line: 103, column: 21)
!158 = !DILocation(line: 104, column: 7, scope: !157)
!159 = !DILocation(line: 105, column: 5, scope: !157)
!160 = !DILocation(line: 106, column: 3, scope: !148)
!161 = !DILocation(line: 100, column: 26, scope: !143)
!162 = !DILocation(line: 100, column: 3, scope: !143)
!163 = distinct !{!163, !145, !164, !165}
!164 = !DILocation(line: 106, column: 3, scope: !139)
!165 = !{!"llvm.loop.mustprogress"}
!166 = !DILocation(line: 127, column: 1, scope: !157)
!167 = !DILocation(line: 107, column: 41, scope: !95)
!168 = !DILocation(line: 107, column: 45, scope: !95)
!169 = !DILocation(line: 107, column: 57, scope: !95)
!170 = !DILocation(line: 107, column: 3, scope: !95)
!171 = !DILocation(line: 109, column: 57, scope: !95)
!172 = !DILocation(line: 110, column: 10, scope: !95)
!173 = !DILocation(line: 110, column: 46, scope: !95)
!174 = !DILocation(line: 109, column: 3, scope: !95)
!175 = !DILocalVariable(name: "thrower", scope: !95, file: !3, line: 112, type: !176)
!176 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !95, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !177)
!177 = !{!178}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !176, file: !3, line: 112, baseType: !179, size: 32)
!179 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!180 = !DILocation(line: 112, column: 8, scope: !95)
!181 = !DILocation(line: 112, column: 18, scope: !95)
!182 = !DILocalVariable(name: "k", scope: !183, file: !3, line: 116, type: !10)
!183 = distinct !DILexicalBlock(scope: !95, file: !3, line: 116, column: 3)
!184 = !DILocation(line: 116, column: 12, scope: !183)
!185 = !DILocation(line: 116, column: 8, scope: !183)
!186 = !DILocation(line: 116, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 116, column: 3)
!188 = !DILocation(line: 116, column: 21, scope: !187)
!189 = !DILocation(line: 116, column: 3, scope: !183)
!190 = !DILocation(line: 118, column: 15, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 117, column: 9)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 116, column: 31)
!193 = !DILocation(line: 118, column: 7, scope: !191)
!194 = !DILocation(line: 119, column: 5, scope: !191)
!195 = !DILocation(line: 127, column: 1, scope: !191)
!196 = !DILocalVariable(name: "f", scope: !192, file: !3, line: 119, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!198 = !DILocation(line: 119, column: 23, scope: !192)
!199 = !DILocation(line: 120, column: 44, scope: !200)
!200 = distinct !DILexicalBlock(scope: !192, file: !3, line: 119, column: 26)
!201 = !DILocation(line: 120, column: 46, scope: !200)
!202 = !DILocation(line: 120, column: 7, scope: !200)
!203 = !DILocation(line: 121, column: 5, scope: !200)
!204 = !DILocation(line: 122, column: 3, scope: !192)
!205 = !DILocation(line: 116, column: 26, scope: !187)
!206 = !DILocation(line: 116, column: 3, scope: !187)
!207 = distinct !{!207, !189, !208, !165}
!208 = !DILocation(line: 122, column: 3, scope: !183)
!209 = !DILocation(line: 127, column: 1, scope: !200)
!210 = !DILocalVariable(name: "d", scope: !211, file: !3, line: 124, type: !10)
!211 = distinct !DILexicalBlock(scope: !95, file: !3, line: 124, column: 3)
!212 = !DILocation(line: 124, column: 12, scope: !211)
!213 = !DILocation(line: 124, column: 8, scope: !211)
!214 = !DILocation(line: 124, column: 19, scope: !215)
!215 = distinct !DILexicalBlock(scope: !211, file: !3, line: 124, column: 3)
!216 = !DILocation(line: 124, column: 21, scope: !215)
!217 = !DILocation(line: 124, column: 3, scope: !211)
!218 = !DILocation(line: 124, column: 60, scope: !215)
!219 = !DILocation(line: 124, column: 71, scope: !215)
!220 = !DILocation(line: 124, column: 63, scope: !215)
!221 = !DILocation(line: 124, column: 31, scope: !215)
!222 = !DILocation(line: 124, column: 26, scope: !215)
!223 = !DILocation(line: 124, column: 3, scope: !215)
!224 = distinct !{!224, !217, !225, !165}
!225 = !DILocation(line: 124, column: 73, scope: !211)
!226 = !DILocation(line: 125, column: 64, scope: !95)
!227 = !DILocation(line: 125, column: 72, scope: !95)
!228 = !DILocation(line: 125, column: 79, scope: !95)
!229 = !DILocation(line: 125, column: 86, scope: !95)
!230 = !DILocation(line: 125, column: 93, scope: !95)
!231 = !DILocation(line: 125, column: 3, scope: !95)
!232 = !DILocation(line: 126, column: 3, scope: !95)
!233 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !59)
!234 = !DILocalVariable(name: "this", arg: 1, scope: !233, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = !DILocation(line: 0, scope: !233)
!236 = !DILocalVariable(name: "x", arg: 2, scope: !233, file: !3, line: 27, type: !10)
!237 = !DILocation(line: 27, column: 24, scope: !233)
!238 = !DILocation(line: 27, column: 29, scope: !233)
!239 = !DILocation(line: 27, column: 31, scope: !233)
!240 = !DILocation(line: 28, column: 9, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 28, column: 9)
!242 = distinct !DILexicalBlock(scope: !233, file: !3, line: 27, column: 34)
!243 = !DILocation(line: 28, column: 11, scope: !241)
!244 = !DILocation(line: 28, column: 9, scope: !242)
!245 = !DILocation(line: 28, column: 18, scope: !241)
!246 = !DILocation(line: 29, column: 5, scope: !242)
!247 = !DILocation(line: 30, column: 3, scope: !233)
!248 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !59)
!249 = !DILocalVariable(name: "this", arg: 1, scope: !248, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = !DILocation(line: 0, scope: !248)
!251 = !DILocation(line: 23, column: 15, scope: !248)
!252 = !DILocation(line: 23, column: 17, scope: !248)
!253 = !DILocation(line: 24, column: 9, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 24, column: 9)
!255 = distinct !DILexicalBlock(scope: !248, file: !3, line: 23, column: 25)
!256 = !DILocation(line: 24, column: 18, scope: !254)
!257 = !DILocation(line: 24, column: 9, scope: !255)
!258 = !DILocation(line: 24, column: 23, scope: !254)
!259 = !DILocation(line: 24, column: 29, scope: !254)
!260 = !DILocation(line: 25, column: 5, scope: !255)
!261 = !DILocation(line: 26, column: 3, scope: !248)
!262 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !59)
!263 = !DILocalVariable(name: "this", arg: 1, scope: !262, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DILocation(line: 0, scope: !262)
!265 = !DILocation(line: 31, column: 16, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 31, column: 14)
!267 = !DILocation(line: 31, column: 25, scope: !262)
!268 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !269, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!269 = !DISubroutineType(types: !270)
!270 = !{!10, !10}
!271 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !3, line: 36, type: !10)
!272 = !DILocation(line: 36, column: 26, scope: !268)
!273 = !DILocation(line: 37, column: 7, scope: !274)
!274 = distinct !DILexicalBlock(scope: !268, file: !3, line: 37, column: 7)
!275 = !DILocation(line: 37, column: 9, scope: !274)
!276 = !DILocation(line: 37, column: 7, scope: !268)
!277 = !DILocation(line: 37, column: 14, scope: !274)
!278 = !DILocation(line: 37, column: 20, scope: !274)
!279 = !DILocation(line: 37, column: 22, scope: !274)
!280 = !DILocation(line: 39, column: 1, scope: !274)
!281 = !DILocation(line: 38, column: 3, scope: !268)
!282 = !DILocation(line: 38, column: 10, scope: !268)
!283 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !269, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!284 = !DILocalVariable(name: "x", arg: 1, scope: !283, file: !3, line: 40, type: !10)
!285 = !DILocation(line: 40, column: 24, scope: !283)
!286 = !DILocation(line: 40, column: 44, scope: !283)
!287 = !DILocation(line: 40, column: 46, scope: !283)
!288 = !DILocation(line: 40, column: 37, scope: !283)
!289 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !269, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!290 = !DILocalVariable(name: "x", arg: 1, scope: !289, file: !3, line: 41, type: !10)
!291 = !DILocation(line: 41, column: 22, scope: !289)
!292 = !DILocation(line: 41, column: 49, scope: !289)
!293 = !DILocation(line: 41, column: 51, scope: !289)
!294 = !DILocation(line: 41, column: 42, scope: !289)
!295 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !301, retainedNodes: !59)
!296 = !DISubroutineType(types: !297)
!297 = !{!10, !298, !10}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 32)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !10}
!301 = !{!302}
!302 = !DITemplateTypeParameter(name: "T", type: !5)
!303 = !DILocalVariable(name: "f", arg: 1, scope: !295, file: !3, line: 43, type: !298)
!304 = !DILocation(line: 43, column: 50, scope: !295)
!305 = !DILocalVariable(name: "arg", arg: 2, scope: !295, file: !3, line: 43, type: !10)
!306 = !DILocation(line: 43, column: 63, scope: !295)
!307 = !DILocation(line: 45, column: 5, scope: !308)
!308 = distinct !DILexicalBlock(scope: !295, file: !3, line: 44, column: 7)
!309 = !DILocation(line: 45, column: 7, scope: !308)
!310 = !DILocation(line: 46, column: 3, scope: !308)
!311 = !DILocation(line: 52, column: 1, scope: !308)
!312 = !DILocalVariable(name: "v", scope: !295, file: !3, line: 46, type: !5)
!313 = !DILocation(line: 46, column: 14, scope: !295)
!314 = !DILocation(line: 50, column: 3, scope: !315)
!315 = distinct !DILexicalBlock(scope: !295, file: !3, line: 48, column: 17)
!316 = !DILocation(line: 47, column: 17, scope: !317)
!317 = distinct !DILexicalBlock(scope: !295, file: !3, line: 46, column: 17)
!318 = !DILocation(line: 47, column: 5, scope: !317)
!319 = !DILocation(line: 48, column: 3, scope: !317)
!320 = !DILocation(line: 49, column: 5, scope: !315)
!321 = !DILocation(line: 51, column: 3, scope: !295)
!322 = !DILocation(line: 52, column: 1, scope: !295)
!323 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !299, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!324 = !DILocalVariable(name: "x", arg: 1, scope: !323, file: !3, line: 54, type: !10)
!325 = !DILocation(line: 54, column: 29, scope: !323)
!326 = !DILocation(line: 54, column: 34, scope: !323)
!327 = !DILocation(line: 54, column: 47, scope: !323)
!328 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !329, retainedNodes: !59)
!329 = !{!330}
!330 = !DITemplateTypeParameter(name: "T", type: !6)
!331 = !DILocalVariable(name: "f", arg: 1, scope: !328, file: !3, line: 43, type: !298)
!332 = !DILocation(line: 43, column: 50, scope: !328)
!333 = !DILocalVariable(name: "arg", arg: 2, scope: !328, file: !3, line: 43, type: !10)
!334 = !DILocation(line: 43, column: 63, scope: !328)
!335 = !DILocation(line: 45, column: 5, scope: !336)
!336 = distinct !DILexicalBlock(scope: !328, file: !3, line: 44, column: 7)
!337 = !DILocation(line: 45, column: 7, scope: !336)
!338 = !DILocation(line: 46, column: 3, scope: !336)
!339 = !DILocation(line: 52, column: 1, scope: !336)
!340 = !DILocalVariable(name: "v", scope: !328, file: !3, line: 46, type: !6)
!341 = !DILocation(line: 46, column: 14, scope: !328)
!342 = !DILocation(line: 50, column: 3, scope: !343)
!343 = distinct !DILexicalBlock(scope: !328, file: !3, line: 48, column: 17)
!344 = !DILocation(line: 47, column: 17, scope: !345)
!345 = distinct !DILexicalBlock(scope: !328, file: !3, line: 46, column: 17)
!346 = !DILocation(line: 47, column: 5, scope: !345)
!347 = !DILocation(line: 48, column: 3, scope: !345)
!348 = !DILocation(line: 49, column: 5, scope: !343)
!349 = !DILocation(line: 51, column: 3, scope: !328)
!350 = !DILocation(line: 52, column: 1, scope: !328)
!351 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !299, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!352 = !DILocalVariable(name: "x", arg: 1, scope: !351, file: !3, line: 55, type: !10)
!353 = !DILocation(line: 55, column: 28, scope: !351)
!354 = !DILocation(line: 55, column: 33, scope: !351)
!355 = !DILocation(line: 55, column: 50, scope: !351)
!356 = !DILocation(line: 55, column: 52, scope: !351)
!357 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !358, retainedNodes: !59)
!358 = !{!359}
!359 = !DITemplateTypeParameter(name: "T", type: !10)
!360 = !DILocalVariable(name: "f", arg: 1, scope: !357, file: !3, line: 43, type: !298)
!361 = !DILocation(line: 43, column: 50, scope: !357)
!362 = !DILocalVariable(name: "arg", arg: 2, scope: !357, file: !3, line: 43, type: !10)
!363 = !DILocation(line: 43, column: 63, scope: !357)
!364 = !DILocation(line: 45, column: 5, scope: !365)
!365 = distinct !DILexicalBlock(scope: !357, file: !3, line: 44, column: 7)
!366 = !DILocation(line: 45, column: 7, scope: !365)
!367 = !DILocation(line: 46, column: 3, scope: !365)
!368 = !DILocation(line: 52, column: 1, scope: !365)
!369 = !DILocalVariable(name: "v", scope: !357, file: !3, line: 46, type: !10)
!370 = !DILocation(line: 46, column: 14, scope: !357)
!371 = !DILocation(line: 50, column: 3, scope: !372)
!372 = distinct !DILexicalBlock(scope: !357, file: !3, line: 48, column: 17)
!373 = !DILocation(line: 47, column: 17, scope: !374)
!374 = distinct !DILexicalBlock(scope: !357, file: !3, line: 46, column: 17)
!375 = !DILocation(line: 47, column: 5, scope: !374)
!376 = !DILocation(line: 48, column: 3, scope: !374)
!377 = !DILocation(line: 49, column: 5, scope: !372)
!378 = !DILocation(line: 51, column: 3, scope: !357)
!379 = !DILocation(line: 52, column: 1, scope: !357)
!380 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !176, file: !3, line: 112, type: !381, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !385, retainedNodes: !59)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !383, !10}
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!385 = !DISubprogram(name: "operator()", scope: !176, file: !3, line: 112, type: !386, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !383, !10}
!388 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!389 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !390, flags: DIFlagArtificial | DIFlagObjectPointer)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 32)
!391 = !DILocation(line: 0, scope: !380)
!392 = !DILocalVariable(name: "k", arg: 2, scope: !380, file: !3, line: 112, type: !10)
!393 = !DILocation(line: 112, column: 28, scope: !380)
!394 = !DILocation(line: 113, column: 9, scope: !395)
!395 = distinct !DILexicalBlock(scope: !380, file: !3, line: 113, column: 9)
!396 = !DILocation(line: 113, column: 11, scope: !395)
!397 = !DILocation(line: 113, column: 9, scope: !380)
!398 = !DILocation(line: 113, column: 16, scope: !395)
!399 = !DILocation(line: 113, column: 30, scope: !395)
!400 = !DILocation(line: 113, column: 32, scope: !395)
!401 = !DILocation(line: 113, column: 22, scope: !395)
!402 = !DILocation(line: 115, column: 3, scope: !395)
!403 = !DILocation(line: 114, column: 11, scope: !380)
!404 = !DILocation(line: 114, column: 5, scope: !380)
!405 = !DILocation(line: 114, column: 8, scope: !380)
!406 = !DILocation(line: 115, column: 3, scope: !380)
!407 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !269, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!408 = !DILocalVariable(name: "depth", arg: 1, scope: !407, file: !3, line: 63, type: !10)
!409 = !DILocation(line: 63, column: 24, scope: !407)
!410 = !DILocalVariable(name: "s1", scope: !407, file: !3, line: 64, type: !20)
!411 = !DILocation(line: 64, column: 9, scope: !407)
!412 = !DILocalVariable(name: "s2", scope: !413, file: !3, line: 66, type: !20)
!413 = distinct !DILexicalBlock(scope: !407, file: !3, line: 65, column: 7)
!414 = !DILocation(line: 66, column: 11, scope: !413)
!415 = !DILocalVariable(name: "s3", scope: !416, file: !3, line: 68, type: !20)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 67, column: 9)
!417 = !DILocation(line: 68, column: 13, scope: !416)
!418 = !DILocation(line: 69, column: 11, scope: !419)
!419 = distinct !DILexicalBlock(scope: !416, file: !3, line: 69, column: 11)
!420 = !DILocation(line: 69, column: 17, scope: !419)
!421 = !DILocation(line: 69, column: 11, scope: !416)
!422 = !DILocation(line: 69, column: 22, scope: !419)
!423 = !DILocation(line: 69, column: 28, scope: !419)
!424 = !DILocation(line: 79, column: 1, scope: !413)
!425 = !DILocation(line: 79, column: 1, scope: !416)
!426 = !DILocation(line: 79, column: 1, scope: !419)
!427 = !DILocation(line: 70, column: 5, scope: !413)
!428 = !DILocation(line: 70, column: 5, scope: !416)
!429 = !DILocalVariable(name: "d", scope: !413, file: !3, line: 70, type: !10)
!430 = !DILocation(line: 70, column: 18, scope: !413)
!431 = !DILocalVariable(name: "s4", scope: !432, file: !3, line: 71, type: !20)
!432 = distinct !DILexicalBlock(scope: !413, file: !3, line: 70, column: 21)
!433 = !DILocation(line: 71, column: 13, scope: !432)
!434 = !DILocation(line: 72, column: 11, scope: !435)
!435 = distinct !DILexicalBlock(scope: !432, file: !3, line: 72, column: 11)
!436 = !DILocation(line: 72, column: 13, scope: !435)
!437 = !DILocation(line: 72, column: 11, scope: !432)
!438 = !DILocation(line: 72, column: 18, scope: !435)
!439 = !DILocation(line: 72, column: 24, scope: !435)
!440 = !DILocation(line: 72, column: 26, scope: !435)
!441 = !DILocation(line: 79, column: 1, scope: !432)
!442 = !DILocation(line: 79, column: 1, scope: !435)
!443 = !DILocation(line: 74, column: 5, scope: !413)
!444 = !DILocation(line: 73, column: 14, scope: !432)
!445 = !DILocation(line: 73, column: 7, scope: !432)
!446 = !DILocation(line: 74, column: 5, scope: !432)
!447 = !DILocation(line: 75, column: 3, scope: !407)
!448 = !DILocation(line: 75, column: 3, scope: !413)
!449 = !DILocalVariable(name: "d", scope: !407, file: !3, line: 75, type: !10)
!450 = !DILocation(line: 75, column: 16, scope: !407)
!451 = !DILocation(line: 76, column: 12, scope: !452)
!452 = distinct !DILexicalBlock(scope: !407, file: !3, line: 75, column: 19)
!453 = !DILocation(line: 76, column: 14, scope: !452)
!454 = !DILocation(line: 76, column: 5, scope: !452)
!455 = !DILocation(line: 77, column: 3, scope: !452)
!456 = !DILocation(line: 78, column: 3, scope: !407)
!457 = !DILocation(line: 79, column: 1, scope: !407)
!458 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !59)
!459 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!461 = !DILocation(line: 0, scope: !458)
!462 = !DILocalVariable(name: "n", arg: 2, scope: !458, file: !3, line: 59, type: !23)
!463 = !DILocation(line: 59, column: 21, scope: !458)
!464 = !DILocation(line: 59, column: 26, scope: !458)
!465 = !DILocation(line: 59, column: 31, scope: !458)
!466 = !DILocation(line: 59, column: 35, scope: !458)
!467 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !59)
!468 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DILocation(line: 0, scope: !467)
!470 = !DILocation(line: 60, column: 37, scope: !471)
!471 = distinct !DILexicalBlock(scope: !467, file: !3, line: 60, column: 12)
!472 = !DILocation(line: 60, column: 14, scope: !471)
!473 = !DILocation(line: 60, column: 44, scope: !467)
